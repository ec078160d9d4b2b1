// A report's charts above its table (echarts): the daily trend and the pies by source and payment
// method its catalogue entry names. Each card is `<testId>-chart-<key>` with `data-total`.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportSeries } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportDefinition } from '../../../domain/reports/reportCatalog.ts';
import { codeLabel } from '../../../domain/reports/reportLabels.ts';
import { ChartCard } from '../charts/EChart.tsx';
import { useLang } from '../masterData/pickers.tsx';
import { reportCharts } from './reportChartsModel.ts';

const TITLES = { trend: 'trend', source: 'bySource', paymentMethod: 'byPaymentMethod' } as const;

export function ReportCharts(props: { report: ReportDefinition; series?: ReportSeries; testId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const charts = reportCharts(
    props.report,
    props.series,
    (key) => t(`reports.columns.${key}`),
    (kind, code) => codeLabel(kind, code, lang),
  );
  if (charts.length === 0) return null;
  const pies = charts.length - 1;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid={`${props.testId}-charts`}>
      {charts.map((c) => (
        <Col key={c.key} xs={24} xl={c.key === 'trend' ? 24 - 6 * pies : 6}>
          <ChartCard
            title={t(`reports.charts.${TITLES[c.key]}`)}
            option={c.option}
            empty={c.empty}
            total={c.total}
            noData={t('reports.charts.noData')}
            testId={`${props.testId}-chart-${c.key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
