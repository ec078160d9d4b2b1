// The filter bar of the ticket query (spec 001 §5): scenic area, order number (≤ 24), ticket number
// (≤ 18), sale dates with quick ranges (last week, last month, last three months; a year at most),
// ticket status, ticket type, payment method and source.

import { Button, DatePicker, Form, type FormInstance, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SellableTicketType } from '../../../domain/sales/sale.schema.ts';
import {
  ORDER_QUERY_MAX,
  PAYMENT_METHODS,
  SALE_SOURCES,
  TICKET_NO_LENGTH,
  TICKET_STATUS,
} from '../../../domain/sales/saleCodes.ts';
import { useAreaToday } from '../masterData/areaToday.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { methodLabel, sourceLabel } from './saleLabels.ts';
import { QUICK_RANGES, type QueryFormValues, quickRange } from './ticketQueryModel.ts';

interface Props {
  form: FormInstance<QueryFormValues>;
  ticketTypes: readonly SellableTicketType[];
  onSearch: (values: QueryFormValues) => void;
  onReset: () => void;
}

export function QueryFilterBar({ form, ticketTypes, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(`sales.common.${key}`);
  const select = (width: number) => ({ allowClear: true, style: { width } });
  // Quick ranges end on the scenic area's today (offered once the areas' time zones are known).
  const todayOf = useAreaToday();
  const area = Form.useWatch('scenicAreaID', form);
  const ranges = todayOf ? QUICK_RANGES.map((r) => ({ key: r, value: quickRange(r, todayOf(area)) })) : [];
  return (
    <Form<QueryFormValues>
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      <Form.Item name="scenicAreaID">
        <ScenicAreaSelect allowClear placeholder={label('scenicArea')} data-testid="query-area" />
      </Form.Item>
      <Form.Item name="orderNo">
        <Input
          allowClear
          maxLength={ORDER_QUERY_MAX}
          placeholder={label('orderNo')}
          style={{ width: 210 }}
          data-testid="query-order-no"
        />
      </Form.Item>
      <Form.Item name="ticketNo">
        <Input
          allowClear
          maxLength={TICKET_NO_LENGTH}
          placeholder={label('ticketNo')}
          style={{ width: 190 }}
          data-testid="query-ticket-no"
        />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('sales.query.from'), t('sales.query.to')]}
          presets={ranges.map((r) => ({ label: t(`sales.query.ranges.${r.key}`), value: r.value }))}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact>
          {ranges.map((r) => (
            <Button
              key={r.key}
              onClick={() => form.setFieldsValue({ range: r.value })}
              data-testid={`query-${r.key}`}
            >
              {t(`sales.query.ranges.${r.key}`)}
            </Button>
          ))}
        </Space.Compact>
      </Form.Item>
      <Form.Item name="status">
        <Select
          {...select(150)}
          placeholder={label('status')}
          options={Object.entries(TICKET_STATUS).map(([name, code]) => ({
            value: code,
            label: t(`sales.statuses.${name}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="ticketTypeID">
        <Select
          {...select(180)}
          placeholder={label('ticketType')}
          options={ticketTypes.map((type) => ({ value: type.id, label: type.ticketTypeName }))}
        />
      </Form.Item>
      <Form.Item name="paymentMethod">
        <Select
          {...select(140)}
          placeholder={label('paymentMethod')}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
        />
      </Form.Item>
      <Form.Item name="source">
        <Select
          {...select(140)}
          placeholder={label('source')}
          options={SALE_SOURCES.map((s) => ({ value: s, label: sourceLabel(t, s) }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="query-search">
          {label('search')}
        </Button>
        <Button onClick={onReset} data-testid="query-reset">
          {label('reset')}
        </Button>
      </Space>
    </Form>
  );
}
