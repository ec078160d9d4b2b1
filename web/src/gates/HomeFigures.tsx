// The two blocks of the administrators' home (spec 001 §2): block one, today's tickets by card type
// and money by payment method (sales and refunds, yuan); block two, the spec's counts. Every figure
// carries `data-testid="home-<field>"` and its raw number in `data-value`, for a browser test.
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeStats } from '../../../domain/gates/gate.schema.ts';
import { blockOne, blockTwo, type Figure } from './homeModel.ts';

function Figures({ figures, prefix }: { figures: Figure[]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 12]}>
      {figures.map((f) => (
        <Col key={f.key} xs={12} md={8} xl={4} data-testid={`home-${prefix}${f.key}`} data-value={f.value}>
          <Statistic
            title={t(f.label)}
            value={f.value}
            precision={f.money ? 2 : 0}
            prefix={f.money ? '¥' : undefined}
          />
        </Col>
      ))}
    </Row>
  );
}

export function BlockOne({ stats }: { stats: HomeStats }) {
  const { t } = useTranslation();
  const block = blockOne(stats);
  return (
    <Card size="small" title={t('gates.home.blockOne')} data-testid="home-block-one">
      <Figures figures={block.cards} prefix="card-" />
      <Card.Meta style={{ margin: '12px 0 4px' }} description={t('gates.home.sale')} />
      <Figures figures={block.sales} prefix="sale-" />
      <Card.Meta style={{ margin: '12px 0 4px' }} description={t('gates.home.refund')} />
      <Figures figures={block.refunds} prefix="refund-" />
    </Card>
  );
}

export function BlockTwo({ stats }: { stats: HomeStats }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('gates.home.blockTwo')} data-testid="home-block-two">
      <Figures figures={blockTwo(stats)} prefix="" />
    </Card>
  );
}
