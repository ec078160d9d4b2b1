// The cart: each line's ticket type, unit price, count (− / input / +) and what it comes to after
// its share of the discount; the "one ticket for many people" switch when the cart allows it.

import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, List, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleQuote } from '../../../domain/sales/sale.schema.ts';
import { MAX_TICKETS_PER_ORDER } from '../../../domain/sales/saleCodes.ts';
import { type CartLine, canOneTicketForMany, type TypesById } from './cartModel.ts';
import { money } from './saleLabels.ts';

interface Props {
  lines: readonly CartLine[];
  types: TypesById;
  quote: SaleQuote | null;
  oneForMany: boolean;
  onCount: (ticketTypeID: number, count: number) => void;
  onOneForMany: (on: boolean) => void;
  disabled?: boolean;
}

export function CartLines({ lines, types, quote, oneForMany, onCount, onOneForMany, disabled }: Props) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Empty description={t('sales.sell.emptyCart')} data-testid="cart-empty" />;
  const allowed = canOneTicketForMany(lines, types);
  return (
    <>
      <List
        size="small"
        dataSource={[...lines]}
        rowKey="ticketTypeID"
        data-testid="cart-lines"
        renderItem={(line) => {
          const type = types.get(line.ticketTypeID);
          const quoted = quote?.lines.find((l) => l.ticketTypeID === line.ticketTypeID);
          const id = line.ticketTypeID;
          return (
            <List.Item
              data-testid={`cart-line-${id}`}
              extra={
                <Typography.Text strong data-testid={`cart-line-payable-${id}`}>
                  {quoted ? money(quoted.payable) : null}
                </Typography.Text>
              }
            >
              <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
                <Typography.Text strong>{type?.ticketTypeName ?? id}</Typography.Text>
                <Space size={4} wrap>
                  <Typography.Text type="secondary">{type ? money(type.ticketPrice) : ''} ×</Typography.Text>
                  <Button
                    size="small"
                    icon={<MinusOutlined />}
                    aria-label={t('sales.sell.less')}
                    disabled={disabled || line.count <= 1}
                    onClick={() => onCount(id, line.count - 1)}
                    data-testid={`cart-dec-${id}`}
                  />
                  <InputNumber
                    size="small"
                    min={1}
                    max={MAX_TICKETS_PER_ORDER}
                    precision={0}
                    value={line.count}
                    disabled={disabled}
                    onChange={(v) => typeof v === 'number' && onCount(id, v)}
                    style={{ width: 64 }}
                    data-testid={`cart-count-${id}`}
                  />
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    aria-label={t('sales.sell.more')}
                    disabled={disabled}
                    onClick={() => onCount(id, line.count + 1)}
                    data-testid={`cart-inc-${id}`}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('sales.sell.remove')}
                    disabled={disabled}
                    onClick={() => onCount(id, 0)}
                    data-testid={`cart-remove-${id}`}
                  />
                </Space>
              </Space>
            </List.Item>
          );
        }}
      />
      <div style={{ marginTop: 8 }}>
        <Space>
          <Switch
            size="small"
            checked={oneForMany && allowed}
            disabled={disabled || !allowed}
            onChange={onOneForMany}
            data-testid="sell-one-for-many"
          />
          <Typography.Text type={allowed ? undefined : 'secondary'}>
            {t('sales.sell.oneTicketForMany')}
          </Typography.Text>
        </Space>
        {allowed ? null : (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '2px 0 0' }}>
            {t('sales.sell.oneTicketForManyHint')}
          </Typography.Paragraph>
        )}
      </div>
    </>
  );
}
