// The ticket types the window may sell, as cards with their price: a click puts the type in the
// cart (on the plain sell screen it replaces the one chosen before).

import { Card, Col, Empty, Row, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SellableTicketType } from '../../../domain/sales/sale.schema.ts';
import { money } from './saleLabels.ts';

interface Props {
  types: readonly SellableTicketType[];
  chosen: ReadonlySet<number>;
  onChoose: (ticketTypeID: number) => void;
  disabled?: boolean;
}

export function TicketTypeCards({ types, chosen, onChoose, disabled }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (types.length === 0) return <Empty description={t('sales.sell.noTicketTypes')} />;
  return (
    <Row gutter={[12, 12]} data-testid="sell-types">
      {types.map((type) => {
        const on = chosen.has(type.id);
        return (
          <Col key={type.id} xs={12} lg={8} xxl={6}>
            <Card
              size="small"
              hoverable={!disabled}
              onClick={() => !disabled && onChoose(type.id)}
              data-testid={`sell-type-${type.id}`}
              aria-pressed={on}
              role="button"
              style={{
                height: '100%',
                cursor: disabled ? 'not-allowed' : 'pointer',
                borderColor: on ? token.colorPrimary : undefined,
                boxShadow: on ? `inset 0 0 0 1px ${token.colorPrimary}` : undefined,
                // colorPrimaryBg of this dark green is a grey: a light tint of the primary instead
                background: on ? `color-mix(in srgb, ${token.colorPrimary} 8%, white)` : undefined,
              }}
            >
              <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                <Typography.Text strong ellipsis={{ tooltip: type.ticketTypeName }}>
                  {type.ticketTypeName}
                </Typography.Text>
                <Typography.Text style={{ fontSize: 18, color: '#cf1322' }}>
                  {money(type.ticketPrice)}
                </Typography.Text>
                <Space size={[0, 4]} wrap>
                  {type.isRealName ? <Tag color="blue">{t('sales.sell.realName')}</Tag> : null}
                  {type.needsPhoto ? <Tag color="purple">{t('sales.sell.needsPhoto')}</Tag> : null}
                  {type.manyPeopleOneTicket ? <Tag>{t('sales.sell.manyPeople')}</Tag> : null}
                </Space>
              </Space>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
