// Calls of the report screens (domain/reports/reportAnswer.schema.ts): one page of a report, and an
// export as a job — start it, ask how far it is, download its file.

import type { Ok } from '../../../domain/http/replies.ts';
import type {
  ExportJob,
  ExportStarted,
  ReportAnswer,
  ReportData,
} from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportKey } from '../../../domain/reports/reportCatalog.ts';
import type { ReportQueryInput } from '../../../domain/reports/reportQuery.schema.ts';
import { http, type Query } from '../api/http.ts';
import { download } from '../masterData/masterDataApi.ts';

export async function fetchReport(key: ReportKey, query: ReportQueryInput): Promise<ReportData> {
  return (await http.get<ReportAnswer>(`/api/report/${key}`, query as Query)).data;
}

/** Starts an export of every row of the query; answers the job's id. */
export async function startExport(key: ReportKey, query: ReportQueryInput): Promise<string> {
  return (await http.post<ExportStarted>(`/api/report/${key}/export`, query)).data.jobId;
}

export async function exportJob(jobId: string): Promise<ExportJob> {
  return (await http.get<Ok<ExportJob>>(`/api/report/export/${encodeURIComponent(jobId)}`)).data;
}

/** Saves the finished export's file under `fileName`. */
export const downloadExport = (jobId: string, fileName: string) =>
  download(`/api/report/export/${encodeURIComponent(jobId)}/file`, {}, fileName);
