// The review queue's filters: review status, submitter, ticket number, submit dates.
import { Button, DatePicker, Form, type FormInstance, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReviewQueueFilter } from '../../../domain/refunds/refund.schema.ts';
import { REFUND_REVIEW } from '../../../domain/refunds/refundCodes.ts';

export interface ReviewFilterValues {
  status?: number;
  submitter?: string;
  ticketNo?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export function filterOf(values: ReviewFilterValues): Partial<ReviewQueueFilter> {
  const [from, to] = values.range ?? [null, null];
  return {
    ...(values.status !== undefined ? { status: values.status } : {}),
    ...(values.submitter ? { submitter: values.submitter } : {}),
    ...(values.ticketNo ? { ticketNo: values.ticketNo } : {}),
    ...(from ? { from: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { to: to.format('YYYY-MM-DD') } : {}),
  };
}

interface Props {
  form: FormInstance<ReviewFilterValues>;
  onSearch: (values: ReviewFilterValues) => void;
}

export function ReviewFilters({ form, onSearch }: Props) {
  const { t } = useTranslation();
  return (
    <Form<ReviewFilterValues>
      form={form}
      layout="inline"
      onFinish={onSearch}
      initialValues={{ status: REFUND_REVIEW.underReview }}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      <Form.Item name="status">
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('refunds.review.status')}
          data-testid="review-filter-status"
          options={Object.values(REFUND_REVIEW)
            .filter((s) => s !== REFUND_REVIEW.needsReview)
            .map((s) => ({ value: s, label: t(`refunds.reviewStatus.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="submitter">
        <Input allowClear maxLength={40} placeholder={t('refunds.review.submitter')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="ticketNo">
        <Input allowClear maxLength={24} placeholder={t('sales.common.ticketNo')} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('refunds.review.range'), '']} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="review-search">
          {t('sales.common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch(form.getFieldsValue());
          }}
        >
          {t('sales.common.reset')}
        </Button>
      </Space>
    </Form>
  );
}
