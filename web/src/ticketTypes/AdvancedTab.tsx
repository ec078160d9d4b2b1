// Advanced parameters tab (spec 000 §3): switches, coded choices, the visitor sale window and the
// booking texts. Rules come from AdvancedParamsFields; sale end and check password from the draft.

import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvancedParamsFields } from '../../../domain/ticketTypes/advancedParams.schema.ts';
import {
  BINDING_MODES,
  ENTER_METHODS,
  ENTER_MODES,
  REFUND_CHECK_MODES,
  TOURIST_TYPES,
} from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { CHECK_PASSWORD_MAX, TEXT_MAX } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { codeOptions, dateItem, draftRule, flagItem } from './ticketTypeForm.ts';

type Key = keyof typeof AdvancedParamsFields.shape & string;

export function AdvancedTab() {
  const { t } = useTranslation();
  const passwordMode = Form.useWatch(['advanced', 'enablePasswordMode']);
  const refundCheck = Form.useWatch(['advanced', 'isRefundCheck']);

  const field = (key: Key, input: ReactNode, extra: object = {}, span = 8) => (
    <Col span={span}>
      <Form.Item
        name={['advanced', key]}
        label={t(`ticketTypes.advanced.${key}`)}
        rules={[zodFieldRule(AdvancedParamsFields, key), draftRule(['advanced', key])]}
        {...extra}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const flag = (key: Key, extra: object = {}) => field(key, <Switch />, { ...flagItem, ...extra }, 6);
  const select = (key: Key, list: readonly string[], group: string, disabled = false, span = 8) =>
    field(key, <Select options={codeOptions(list, group, t)} disabled={disabled} />, {}, span);
  const date = (key: Key, extra: object = {}) =>
    field(key, <DatePicker style={{ width: '100%' }} />, { ...dateItem, ...extra });
  const text = (key: Key) => field(key, <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />, {}, 12);

  return (
    <Row gutter={16}>
      {flag('isIncomeDistribution')}
      {flag('isAppointmentEnable')}
      {flag('isGetTicketPass')}
      {flag('isRealName')}
      {select('touristType', TOURIST_TYPES, 'touristTypes')}
      {select('enterMethod', ENTER_METHODS, 'enterMethods')}
      {select('enterMode', ENTER_MODES, 'enterModes')}
      {select('personTicketBindingMode', BINDING_MODES, 'bindingModes')}
      {date('saleStartTime')}
      {date('saleEndTime', { dependencies: [['advanced', 'saleStartTime']] })}
      {flag('isRefundCheck')}
      {select('checkRefundMode', REFUND_CHECK_MODES, 'refundCheckModes', refundCheck !== 1, 6)}
      {flag('enablePasswordMode')}
      {field(
        'checkPassword',
        <Input.Password
          maxLength={CHECK_PASSWORD_MAX}
          disabled={passwordMode !== 1}
          autoComplete="new-password"
        />,
        { dependencies: [['advanced', 'enablePasswordMode']], required: passwordMode === 1 },
        6,
      )}
      {text('reservationInstructions')}
      {text('detailsExplain')}
    </Row>
  );
}
