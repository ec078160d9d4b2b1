// The billing rule form: name, scenic area, how units are charged, free time, start price, caps,
// then the weekday periods (five at most, the first required), the weekend periods and the holiday
// block (dates and periods), and the calculator trying the rule as it stands.

import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_DAY_TYPES, CALC_RULE_TYPES } from '../../../domain/rules/billingRule.schema.ts';
import { BillingRuleInput } from '../../../domain/rules/ruleRecords.schema.ts';
import { isRequired } from '../forms/zodRule.ts';
import { ScenicAreaItem } from '../masterData/pickers.tsx';
import { BillingCalculator } from './BillingCalculator.tsx';
import { billingRule } from './billingBody.ts';
import { PeriodList } from './PeriodList.tsx';
import { checkedItem, dateItem, fieldItem, moneyItem } from './ruleForm.ts';

type Key = keyof typeof BillingRuleInput.shape & string;

export function BillingRuleForm() {
  const { t } = useTranslation();
  const holidayOn = Form.useWatch('holidayOn') as boolean | undefined;
  const deducting = Form.useWatch('isAllowUnitSpanDeduction') as boolean | undefined;
  const label = (key: string) => t(`rules.billing.${key}`);
  const field = fieldItem(billingRule, label);
  const item = (key: Key) => field(key, isRequired(BillingRuleInput.shape[key]));
  const minutes = (key: Key, extra: object = {}) => (
    <Form.Item {...item(key)} {...extra}>
      <InputNumber min={0} precision={0} suffix={t('rules.common.minutes')} style={{ width: '100%' }} />
    </Form.Item>
  );
  const money = (key: Key, extra: object = {}) => (
    <Form.Item {...item(key)} {...moneyItem} {...extra}>
      <InputNumber
        min={0}
        precision={2}
        prefix="¥"
        style={{ width: '100%' }}
        data-testid={`billing-${key}`}
      />
    </Form.Item>
  );
  const choices = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`rules.billing.${group}.${value}`) }));

  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item {...item('calcRuleName')}>
            <Input maxLength={16} showCount data-testid="billing-name" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <ScenicAreaItem rule={billingRule(['scenicAreaID'])} />
        </Col>
        <Col span={8}>
          <Form.Item {...item('calcRuleType')}>
            <Select options={choices(CALC_RULE_TYPES, 'types')} />
          </Form.Item>
        </Col>
        <Col span={6}>{minutes('startFreeTime')}</Col>
        <Col span={6}>{minutes('deductionGranularity')}</Col>
        <Col span={6}>{minutes('graceSpan')}</Col>
        <Col span={6}>{minutes('allowOutTimeSpan')}</Col>
        <Col span={6}>{money('startPrice')}</Col>
        <Col span={6}>
          <Form.Item {...item('isAllowUnitSpanDeduction')} {...checkedItem}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>{deducting ? minutes('deductionUnitSpan') : null}</Col>
        <Col span={6}>
          <Form.Item {...item('dayType')}>
            <Select options={choices(BILLING_DAY_TYPES, 'dayTypes')} />
          </Form.Item>
        </Col>
        <Col span={6}>{money('maxDayAmount', { extra: t('rules.common.noCap') })}</Col>
        <Col span={6}>{money('maxTotalAmount', { extra: t('rules.common.noCap') })}</Col>
        <Col span={12}>
          <Form.Item {...item('remark')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label={label('periods')} required>
            <PeriodList name={['periods']} min={1} rule={billingRule} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={label('weekendPeriods')} extra={label('weekendHint')}>
            <PeriodList name={['weekendPeriods']} min={0} rule={billingRule} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        <Form.Item name="holidayOn" {...checkedItem} noStyle>
          <Switch size="small" data-testid="billing-holiday-on" />
        </Form.Item>{' '}
        {label('holiday')}
      </Divider>
      {holidayOn ? (
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name={['holiday', 'startDate']}
              label={label('holidayStart')}
              {...dateItem}
              required
              rules={[billingRule(['holiday', 'startDate'])]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name={['holiday', 'endDate']}
              label={label('holidayEnd')}
              {...dateItem}
              required
              dependencies={[['holiday', 'startDate']]}
              rules={[billingRule(['holiday', 'endDate'])]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item label={label('holidayPeriods')} required extra={label('holidayHint')}>
              <PeriodList name={['holiday', 'periods']} min={1} rule={billingRule} />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Typography.Paragraph type="secondary">{label('holidayHint')}</Typography.Paragraph>
      )}
      <BillingCalculator />
    </>
  );
}
