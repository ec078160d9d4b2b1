// One report under the criteria of a filter bar: a grouping switch when it offers several groupings,
// its charts, its table (sort, pages, totals) and its export. The report page shows one section; the
// financial statements show several of the same kind.
import { Card, Segmented, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf, REPORT_CATALOG, type ReportKey } from '../../../domain/reports/reportCatalog.ts';
import type { ReportGroupBy } from '../../../domain/reports/reportQuery.schema.ts';
import { ExportButton } from './ExportButton.tsx';
import { ReportCharts } from './ReportCharts.tsx';
import { ReportFigures } from './ReportFigures.tsx';
import { ReportTable } from './ReportTable.tsx';
import {
  exportQuery,
  firstView,
  type ReportCriteria,
  type ReportView,
  reportQuery,
} from './reportQueryModel.ts';
import { useReportData } from './useReportData.ts';

interface Props {
  reportKey: ReportKey;
  criteria: ReportCriteria;
  /** The groupings offered, the first shown first (default: the catalogue's). */
  groupings?: readonly ReportGroupBy[];
  /** Labels of the grouping switch (default: `reports.groupBy.<grouping>`). */
  groupLabel?: (groupBy: ReportGroupBy) => string;
  title?: ReactNode;
  charts?: boolean;
  /** The totals as headline figures above the charts. */
  figures?: boolean;
  testId?: string;
  /** Shown under the table (the reconciliation's differences). */
  children?: (data: ReturnType<typeof useReportData>['data']) => ReactNode;
}

export function ReportSection(props: Props) {
  const { t } = useTranslation();
  const report = REPORT_CATALOG[props.reportKey];
  const groupings = props.groupings ?? report.groupings;
  const testId = props.testId ?? `report-${props.reportKey}`;
  const viewFor = (groupBy: ReportGroupBy) =>
    firstView(
      report,
      groupBy,
      columnsOf(report, groupBy).map((c) => c.key),
    );
  const [view, setView] = useState<ReportView>(() => viewFor(groupings[0] ?? 'day'));
  // New criteria start again on the first page.
  const criteriaKey = JSON.stringify(props.criteria);
  const [seen, setSeen] = useState(criteriaKey);
  if (seen !== criteriaKey) {
    setSeen(criteriaKey);
    setView((v) => ({ ...v, pageNumber: 1 }));
  }
  const query = reportQuery(report, props.criteria, view);
  const { data, loading } = useReportData(props.reportKey, query);
  const label = props.groupLabel ?? ((g: ReportGroupBy) => t(`reports.groupBy.${g}`));
  const extra = (
    <Space wrap>
      {groupings.length > 1 && (
        <Segmented<ReportGroupBy>
          value={view.groupBy}
          options={groupings.map((g) => ({ value: g, label: label(g) }))}
          onChange={(g) => setView(viewFor(g))}
          data-testid={`${testId}-groupBy`}
        />
      )}
      <ExportButton
        reportKey={props.reportKey}
        query={exportQuery(report, props.criteria, view)}
        testId={`${testId}-export`}
      />
    </Space>
  );
  return (
    <Card size="small" title={props.title} extra={extra} data-testid={testId} data-loading={loading}>
      {props.figures && <ReportFigures report={report} totals={data.totals} />}
      {props.charts && <ReportCharts report={report} series={data.series} testId={testId} />}
      <ReportTable
        testId={testId}
        columns={columnsOf(report, view.groupBy)}
        data={data}
        loading={loading}
        view={view}
        onView={setView}
      />
      {props.children?.(data)}
    </Card>
  );
}
