// The seller's home charts (spec 001 §2): card types, payment methods (sales and refunds), passenger
// flow by arrival bucket and visitors' provinces, drawn with echarts (core build, tree-shaken).
// Empty flow and province lists show "no data" (the spec clears them when the list is empty).
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentShift, DutyRecord } from '../../../domain/shifts/shift.schema.ts';
import { CARD_TYPES, PAY_COLUMNS } from '../../../domain/shifts/shiftTotals.ts';
import { ChartCard } from '../charts/EChart.tsx';

const yuan = (fen: number) => Math.round(fen) / 100;

function Chart({ title, option, empty }: { title: string; option: object; empty: boolean }) {
  const { t } = useTranslation();
  return <ChartCard title={title} option={option} empty={empty} noData={t('shifts.charts.noData')} />;
}

export default function ShiftCharts({
  totals,
  duty,
}: {
  totals: CurrentShift['totals'];
  duty: DutyRecord | null;
}) {
  const { t } = useTranslation();
  const cards = CARD_TYPES.map((c) => ({
    name: t(`shifts.summary.${c}`),
    value: totals.sale.cards[c].count,
  }));
  const methods = PAY_COLUMNS.map((m) => t(`shifts.summary.${m}`));
  const flow = duty?.passengerFlowList ?? [];
  const provinces = duty?.provinceList ?? [];
  const bar = (names: string[], series: object[], counts = false) => ({
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    legend: { top: 0 },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value', ...(counts ? { minInterval: 1 } : {}) },
    series,
  });
  return (
    <Row gutter={[16, 16]} data-testid="shift-charts">
      <Col xs={24} lg={12}>
        <Chart
          title={t('shifts.charts.cards')}
          empty={cards.every((c) => c.value === 0)}
          option={{
            tooltip: { trigger: 'item' },
            legend: { bottom: 0 },
            series: [{ type: 'pie', radius: ['35%', '65%'], data: cards.filter((c) => c.value > 0) }],
          }}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Chart
          title={t('shifts.charts.methods')}
          empty={totals.sale.orders.fen === 0 && totals.refund.orders.fen === 0}
          option={bar(methods, [
            {
              name: t('shifts.summary.sale'),
              type: 'bar',
              data: PAY_COLUMNS.map((m) => yuan(totals.sale.methods[m].fen)),
            },
            {
              name: t('shifts.summary.refund'),
              type: 'bar',
              data: PAY_COLUMNS.map((m) => yuan(totals.refund.methods[m].fen)),
            },
          ])}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Chart
          title={t('shifts.charts.flow')}
          empty={flow.length === 0}
          option={bar(
            flow.map((f) => f.name),
            [{ name: t('shifts.summary.tickets'), type: 'bar', data: flow.map((f) => f.value) }],
            true,
          )}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Chart
          title={t('shifts.charts.provinces')}
          empty={provinces.length === 0}
          option={bar(
            provinces.map((p) => p.name),
            [{ name: t('shifts.summary.tickets'), type: 'bar', data: provinces.map((p) => p.value) }],
            true,
          )}
        />
      </Col>
    </Row>
  );
}
