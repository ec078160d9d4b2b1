// The six charts of the administrators' home (issue 13): hourly flow, arrival buckets, provinces,
// occupancy against limits, channels and kinds. Each card is `data-testid="home-chart-<key>"`
// with `data-total` (what it sums to) and `data-empty`, so a browser test sees it change.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeStats } from '../../../domain/gates/gate.schema.ts';
import { ChartCard } from '../charts/EChart.tsx';
import { homeCharts, type Label } from './homeModel.ts';

export default function HomeCharts({ stats }: { stats: HomeStats }) {
  const { t } = useTranslation();
  const label: Label = (key, params) => t(`gates.${key}`, params ?? {});
  return (
    <Row gutter={[16, 16]} data-testid="home-charts">
      {homeCharts(stats, label).map((c) => (
        <Col key={c.key} xs={24} lg={12} xxl={8}>
          <ChartCard
            title={t(`gates.charts.${c.key}`)}
            option={c.option}
            empty={c.empty}
            total={c.total}
            noData={t('gates.charts.noData')}
            testId={`home-chart-${c.key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
