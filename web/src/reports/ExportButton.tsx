// Export of a report to .xlsx as a job (DESIGN §8: long work shows progress): the button starts the
// job, the job is asked every half second while it waits or runs (its progress shown beside the
// button), and its file is downloaded when it completes; a failure says why.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportKey } from '../../../domain/reports/reportCatalog.ts';
import type { ReportQueryInput } from '../../../domain/reports/reportQuery.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { downloadExport, exportJob, startExport } from './reportsApi.ts';

const POLL_MS = 500;

/** Asks the job `jobId` until it ends (then `onEnd`); answers the job as last seen. */
function useExportJob(jobId: string | null, onEnd: (job: ExportJob) => void, onError: (e: unknown) => void) {
  const [job, setJob] = useState<ExportJob | null>(null);
  const handlers = useRef({ onEnd, onError });
  useEffect(() => {
    handlers.current = { onEnd, onError };
  });
  useEffect(() => {
    setJob(null);
    if (!jobId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      exportJob(jobId)
        .then((j) => {
          if (!live) return;
          setJob(j);
          if (j.state === 'completed' || j.state === 'failed') handlers.current.onEnd(j);
          else timer = setTimeout(ask, POLL_MS);
        })
        .catch((e) => live && handlers.current.onError(e));
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId]);
  return job;
}

export function ExportButton(props: { reportKey: ReportKey; query: ReportQueryInput; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const [done, setDone] = useState<ExportJob | null>(null);
  const fail = (e: unknown) => {
    setRunning(null);
    void message.error(failureText(e, t('reports.export.failed')), 5);
  };
  const end = (job: ExportJob) => {
    setRunning(null);
    if (job.state === 'failed') return void message.error(job.error ?? t('reports.export.failed'), 5);
    setDone(job);
    downloadExport(job.jobId, job.fileName ?? `${props.reportKey}.xlsx`).catch(fail);
  };
  const job = useExportJob(running, end, fail);
  const start = () => {
    setDone(null);
    startExport(props.reportKey, props.query).then(setRunning).catch(fail);
  };
  return (
    <Space data-testid={props.testId}>
      <Button
        icon={<DownloadOutlined />}
        loading={running !== null}
        onClick={start}
        data-testid={`${props.testId}-button`}
      >
        {t('reports.export.button')}
      </Button>
      {running && (
        <Space data-testid={`${props.testId}-progress`}>
          <Progress type="circle" size={24} percent={job?.progress ?? 0} />
          <Typography.Text type="secondary">
            {job?.state === 'active'
              ? t('reports.export.active', { progress: job.progress })
              : t('reports.export.waiting')}
          </Typography.Text>
        </Space>
      )}
      {done && (
        <Typography.Text type="success" data-testid={`${props.testId}-done`}>
          {t('reports.export.done', { rows: done.rows ?? 0, fileName: done.fileName ?? '' })}
        </Typography.Text>
      )}
    </Space>
  );
}
