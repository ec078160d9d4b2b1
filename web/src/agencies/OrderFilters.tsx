// The filters of agency order lists: status, order number, guide, play dates.
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AGENCY_ORDER_STATUS, GUIDE_NAME_MAX } from '../../../domain/agencies/agencyCodes.ts';
import type { Query } from '../api/http.ts';

interface Values {
  status?: number;
  orderNo?: string;
  guideName?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

function queryOf(values: Values): Query {
  const [from, to] = values.range ?? [null, null];
  return {
    status: values.status,
    orderNo: values.orderNo || undefined,
    guideName: values.guideName || undefined,
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
  };
}

export function OrderFilters({ status, onSearch }: { status?: number; onSearch: (query: Query) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={{ status }}
      onFinish={(values) => onSearch(queryOf(values))}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      <Form.Item name="status">
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('agencies.orders.status')}
          data-testid="orders-filter-status"
          options={Object.values(AGENCY_ORDER_STATUS).map((s) => ({
            value: s,
            label: t(`agencies.statuses.${s}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="orderNo">
        <Input allowClear maxLength={32} placeholder={t('agencies.orders.orderNo')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="guideName">
        <Input
          allowClear
          maxLength={GUIDE_NAME_MAX}
          placeholder={t('agencies.order.guideName')}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="orders-search">
          {t('agencies.common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({ status: undefined });
            onSearch({});
          }}
        >
          {t('agencies.common.reset')}
        </Button>
      </Space>
    </Form>
  );
}
