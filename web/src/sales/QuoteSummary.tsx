// The live quote of the cart: subtotal, the best discount (name and amount) and what is payable.

import { Descriptions, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleQuote } from '../../../domain/sales/sale.schema.ts';
import { money } from './saleLabels.ts';

export function QuoteSummary({
  quote,
  loading,
  error,
}: {
  quote: SaleQuote | null;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  if (error)
    return (
      <Typography.Text type="danger" data-testid="quote-error">
        {error}
      </Typography.Text>
    );
  if (!quote) return loading ? <Spin size="small" /> : null;
  return (
    <Spin spinning={loading} size="small">
      <Descriptions size="small" column={1} bordered data-testid="quote" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={t('sales.sell.subtotal')}>
          <span data-testid="quote-subtotal">{money(quote.subtotal)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('sales.sell.discount')}>
          {quote.discount > 0 ? (
            <span data-testid="quote-discount">
              {quote.discountName ?? ''} −{money(quote.discount)}
            </span>
          ) : (
            <Typography.Text type="secondary" data-testid="quote-discount">
              {t('sales.sell.noDiscount')}
            </Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('sales.sell.payable')}>
          <Typography.Text strong style={{ fontSize: 20, color: '#cf1322' }} data-testid="quote-payable">
            {money(quote.payable)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Spin>
  );
}
