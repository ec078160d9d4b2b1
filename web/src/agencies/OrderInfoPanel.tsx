// The order information of step 3 (spec 002 §3 "Agency order information"): play dates, payment
// method (on account 99 / cash 0), guide, and the base info; checked by the shared OrderInfo schema.
import { Card, Col, DatePicker, Form, type FormInstance, Input, Radio, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AGENCY_PAY_TYPES } from '../../../domain/agencies/agencyCodes.ts';
import {
  BaseInfo,
  checkPlayDates,
  OrderInfo,
  OrderInfoFields,
  type OrderInfoInput,
} from '../../../domain/agencies/orderInfo.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { RegionNameInput } from '../masterData/regionPicker.tsx';

const PlayDates = OrderInfoFields.pick({ playStartTime: true, playEndTime: true }).superRefine(
  checkPlayDates,
);
const LAST_DATE = dayjs('2050-12-31');
const asDate = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: dayjs.Dayjs | null) => value?.format('YYYY-MM-DD'),
};
const TEXT_FIELDS = ['guideName', 'guideMobile', 'guideIDCard'] as const;
const BASE_FIELDS = ['specialPeople', 'region', 'teamType', 'remark'] as const;

interface Props {
  form: FormInstance<OrderInfoInput>;
  /** Sheet 1 as the server read it. */
  initial: OrderInfoInput | null;
}

export function OrderInfoPanel({ form, initial }: Props) {
  const { t } = useTranslation();
  const field = (key: keyof typeof OrderInfoFields.shape) => ({
    name: key,
    label: t(`agencies.order.${key}`),
    rules: [zodFieldRule(OrderInfoFields, key)],
    required: isRequired(OrderInfoFields.shape[key]),
  });
  const dateOrder = zodObjectRule(PlayDates, (f) => f.getFieldsValue(['playStartTime', 'playEndTime']), [
    'playEndTime',
  ]);
  return (
    <Card size="small" title={t('agencies.order.info')} data-testid="order-info">
      <Form form={form} layout="vertical" initialValues={initial ?? undefined}>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item {...field('playStartTime')} {...asDate}>
              <DatePicker style={{ width: '100%' }} maxDate={LAST_DATE} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item
              {...field('playEndTime')}
              {...asDate}
              dependencies={['playStartTime']}
              rules={[...field('playEndTime').rules, dateOrder]}
            >
              <DatePicker style={{ width: '100%' }} maxDate={LAST_DATE} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item {...field('payType')}>
              <Radio.Group
                optionType="button"
                data-testid="order-pay-type"
                options={[AGENCY_PAY_TYPES.onAccount, AGENCY_PAY_TYPES.cash].map((v) => ({
                  value: v,
                  label: t(`agencies.payTypes.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          {TEXT_FIELDS.map((key) => (
            <Col key={key} xs={24} md={12} xl={6}>
              <Form.Item {...field(key)}>
                <Input />
              </Form.Item>
            </Col>
          ))}
          {BASE_FIELDS.map((key) => (
            <Col key={key} xs={24} md={12} xl={key === 'remark' ? 12 : 6}>
              <Form.Item
                name={['baseInfo', key]}
                label={t(`agencies.order.${key}`)}
                rules={[zodFieldRule(BaseInfo, key)]}
              >
                {key === 'region' ? <RegionNameInput data-testid="order-region" /> : <Input />}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Card>
  );
}

/** The checked order information, or null (the form shows why). */
export async function checkedInfo(form: FormInstance<OrderInfoInput>): Promise<OrderInfo | null> {
  const values = await form.validateFields().catch(() => undefined);
  if (!values) return null;
  const parsed = OrderInfo.safeParse(form.getFieldsValue(true));
  return parsed.success ? parsed.data : null;
}
