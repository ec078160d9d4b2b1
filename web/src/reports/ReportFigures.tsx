// A report's totals as headline figures (the data center's overview): one statistic per measure
// with a total, money in yuan. Each is `report-figure-<column>` with `data-value` (fen or count).
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportData } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportDefinition } from '../../../domain/reports/reportCatalog.ts';
import { yuan } from './reportCells.ts';

export function ReportFigures({
  report,
  totals,
}: {
  report: ReportDefinition;
  totals: ReportData['totals'];
}) {
  const { t } = useTranslation();
  const measures = report.measures.filter((m) => m.total);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {measures.map((m) => (
        <Col key={m.key} xs={12} md={6} xxl={3}>
          <Card size="small" data-testid={`report-figure-${m.key}`} data-value={totals[m.key] ?? 0}>
            <Statistic
              title={t(`reports.columns.${m.key}`)}
              value={m.kind === 'money' ? yuan(totals[m.key] ?? 0) : (totals[m.key] ?? 0)}
              precision={m.kind === 'money' ? 2 : 0}
              prefix={m.kind === 'money' ? '¥' : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
