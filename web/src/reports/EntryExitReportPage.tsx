// Entry / exit (出入报表, menu key entryExitReport): the report of passes per day, month, zone or
// device is the first tab; the access records (every pass and refusal at a gate, issue 13) stay one
// tab away, opened when asked for.
import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from './ReportPage.tsx';

const AccessRecordPage = lazy(() => import('../gates/AccessRecordPage.tsx'));

export default function EntryExitReportPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      data-testid="entry-exit-tabs"
      items={[
        {
          key: 'summary',
          label: t('reports.entryExit.summary'),
          children: <ReportPage reportKey="entryExitReport" />,
        },
        {
          key: 'records',
          label: <span data-testid="entry-exit-records-tab">{t('reports.entryExit.records')}</span>,
          children: (
            <Suspense fallback={<Spin />}>
              <AccessRecordPage />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
