// One report's answer for a query, asked again when the query changes; an answer to an older query
// that arrives late is dropped, and a failure is told once.
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportData } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportKey } from '../../../domain/reports/reportCatalog.ts';
import type { ReportQueryInput } from '../../../domain/reports/reportQuery.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { fetchReport } from './reportsApi.ts';

const EMPTY: ReportData = { rows: [], total: 0, totals: {} };

export function useReportData(key: ReportKey, query: ReportQueryInput) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const asked = JSON.stringify(query);
  const [answer, setAnswer] = useState<{ asked: string; data: ReportData }>({ asked: '', data: EMPTY });
  useEffect(() => {
    let live = true;
    fetchReport(key, JSON.parse(asked))
      .then((data) => live && setAnswer({ asked, data }))
      .catch((err) => {
        if (!live) return;
        setAnswer({ asked, data: EMPTY });
        void message.error(failureText(err, t('reports.table.loadFailed')), 5);
      });
    return () => {
      live = false;
    };
  }, [key, asked, message, t]);
  return { data: answer.data, loading: answer.asked !== asked };
}
