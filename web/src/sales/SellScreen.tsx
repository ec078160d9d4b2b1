// Selling at the window (printTicket: one ticket type at a time; cartMode: several lines): the
// scenic area (the seller's own by default), the ticket types as cards, the cart with a live quote,
// holders of real-name tickets, the payment, then the issued tickets and their printing.

import { Alert, Button, Card, Col, Form, Row, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { CartLines } from './CartLines.tsx';
import {
  addType,
  type CartLine,
  type CartMode,
  keepOffered,
  newRequestId,
  type SaleFormValues,
  setCount,
} from './cartModel.ts';
import { HolderFields } from './HolderFields.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { SaleDone } from './SaleDone.tsx';
import { TicketTypeCards } from './TicketTypeCards.tsx';
import { useSaleSubmit } from './useSaleSubmit.ts';
import { ownScenicArea, useLiveQuote, useSellOptions } from './useSellOptions.ts';

const INITIAL: SaleFormValues = { method: 'cash' };

export function SellScreen({ mode }: { mode: CartMode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaleFormValues>();
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const [cart, setCart] = useState<CartLine[]>([]);
  const [oneForMany, setOneForMany] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const options = useSellOptions(scenicAreaID, t('sales.common.loadFailed'));
  const types = useMemo(
    () => new Map((options.value?.ticketTypes ?? []).map((type) => [type.id, type])),
    [options.value],
  );
  const lines = useMemo(() => keepOffered(cart, types), [cart, types]);
  const quote = useLiveQuote(scenicAreaID, lines, t('sales.sell.quoteFailed'));
  const sale = useSaleSubmit({ form, requestId, scenicAreaID, lines, types, oneForMany });
  const done = sale.answer !== null;

  const newSale = () => {
    setCart([]);
    setOneForMany(false);
    form.resetFields();
    setRequestId(newRequestId());
    sale.reset();
  };
  const payable = quote.loading ? undefined : quote.value?.payable;
  const ready = lines.length > 0 && payable !== undefined && !sale.submitting;
  const submit = () => ready && sale.submit();

  return (
    <Form<SaleFormValues> form={form} layout="vertical" initialValues={INITIAL} data-testid={`sell-${mode}`}>
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={t(mode === 'cart' ? 'sales.sell.titleCart' : 'sales.sell.titleSingle')}
            extra={
              <Space wrap>
                {options.value?.sandboxPayments ? (
                  <Tag color="orange" data-testid="sell-sandbox">
                    {t('sales.common.sandbox')}
                  </Tag>
                ) : null}
                <ScenicAreaSelect
                  autoPick
                  value={scenicAreaID}
                  onChange={(id) => {
                    setScenicAreaID(id ?? undefined);
                    if (id !== scenicAreaID) setCart([]);
                  }}
                  disabled={done}
                  aria-label={t('sales.common.scenicArea')}
                  data-testid="sell-area"
                />
              </Space>
            }
          >
            {options.error ? <Alert type="error" showIcon title={options.error} /> : null}
            <Spin spinning={options.loading}>
              <Typography.Paragraph type="secondary">
                {t(mode === 'cart' ? 'sales.sell.hintCart' : 'sales.sell.hintSingle')}
              </Typography.Paragraph>
              <TicketTypeCards
                types={options.value?.ticketTypes ?? []}
                chosen={new Set(lines.map((l) => l.ticketTypeID))}
                onChoose={(id) => setCart(addType(lines, id, mode))}
                disabled={done}
              />
            </Spin>
          </Card>
          <HolderFields
            lines={lines}
            types={types}
            oneForMany={oneForMany}
            disabled={done || sale.submitting}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('sales.sell.cart')} data-testid="sell-cart">
            {done && scenicAreaID !== undefined ? (
              <SaleDone
                answer={sale.answer!}
                scenicAreaID={scenicAreaID}
                templates={options.value?.printTemplates ?? []}
                onNewSale={newSale}
              />
            ) : (
              <Space orientation="vertical" style={{ width: '100%' }} size="middle">
                <CartLines
                  lines={lines}
                  types={types}
                  quote={quote.value}
                  oneForMany={oneForMany}
                  onCount={(id, count) => setCart(setCount(lines, id, count))}
                  onOneForMany={setOneForMany}
                  disabled={sale.submitting}
                />
                <QuoteSummary
                  quote={lines.length ? quote.value : null}
                  loading={quote.loading}
                  error={quote.error}
                />
                <PaymentFields
                  payable={payable}
                  creditAgencies={options.value?.creditAgencies ?? []}
                  disabled={sale.submitting}
                  onSubmit={submit}
                />
                {sale.error ? (
                  <Alert type="error" showIcon title={sale.error} data-testid="sale-error" />
                ) : null}
                <Button
                  type="primary"
                  size="large"
                  block
                  disabled={!ready}
                  loading={sale.submitting}
                  onClick={submit}
                  data-testid="sell-submit"
                >
                  {t('sales.sell.submit')}
                </Button>
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
