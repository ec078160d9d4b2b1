// How the buyer pays (SELL_METHODS): cash asks what was received and shows the change; a payment
// code takes a keyboard-wedge scan (focused, Enter submits); the methods settled on another
// terminal take an optional receipt number; a stored-value card takes its number (issue 16); on
// credit names the travel agency that owes (issue 29). Rules come from the payment schemas.

import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form/index.js';
import { useTranslation } from 'react-i18next';
import { CardNo } from '../../../domain/cards/cardNo.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import { CreditPayment, SalePayment, type SellOptions } from '../../../domain/sales/sale.schema.ts';
import { SELL_METHODS } from '../../../domain/sales/saleCodes.ts';
import { zodRule } from '../forms/zodRule.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { changeFen, type SaleFormValues, yuanText, yuanToFen } from './cartModel.ts';
import { methodLabel, money } from './saleLabels.ts';

const [CASH, CODE, RECORDED] = SalePayment.options;

/** Cash received must cover what is payable (the server says the same with CASH_NOT_ENOUGH). */
const enough = (payable: number | undefined): RuleObject => ({
  validator: async (_rule, value) => {
    const fen = yuanToFen(value);
    if (payable !== undefined && fen !== undefined && fen < payable) {
      throw new Error(translate('CASH_NOT_ENOUGH', currentLanguage(), { payable: yuanText(payable) }));
    }
  },
});

interface Props {
  payable: number | undefined;
  /** The agencies a sale on credit may name. */
  creditAgencies: SellOptions['creditAgencies'];
  disabled?: boolean;
  onSubmit: () => void;
}

export function PaymentFields({ payable, creditAgencies, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SaleFormValues>();
  const method = Form.useWatch('method', form);
  const received = Form.useWatch('receivedYuan', form);
  const change = changeFen(received, payable);
  const label = (key: string) => t(`sales.sell.${key}`);
  return (
    <>
      <Form.Item name="method" label={label('paymentMethod')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="small"
          disabled={disabled}
          options={SELL_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
          data-testid="sell-method"
        />
      </Form.Item>
      {method === 'cash' ? (
        <>
          <Form.Item label={label('received')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="receivedYuan"
                noStyle
                rules={[zodRule(CASH.shape.receivedFen, yuanToFen), enough(payable)]}
              >
                <InputNumber
                  prefix="¥"
                  min={0}
                  precision={2}
                  style={{ width: '100%' }}
                  disabled={disabled}
                  onPressEnter={onSubmit}
                  data-testid="sell-received"
                />
              </Form.Item>
              <Button
                disabled={disabled || payable === undefined}
                onClick={() => form.setFieldsValue({ receivedYuan: (payable ?? 0) / 100 })}
                data-testid="sell-received-exact"
              >
                {label('exact')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Space align="baseline" style={{ marginBottom: 16 }}>
            <Typography.Text>{label('change')}</Typography.Text>
            <Typography.Text strong style={{ fontSize: 18 }} data-testid="sell-change">
              {change === null ? '—' : money(change)}
            </Typography.Text>
          </Space>
        </>
      ) : method === 'paymentCode' ? (
        <Form.Item
          name="paymentCode"
          label={label('paymentCode')}
          rules={[zodRule(CODE.shape.paymentCode)]}
          extra={label('scanHint')}
          required
        >
          <Input
            autoFocus
            allowClear
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            disabled={disabled}
            onPressEnter={(e) => {
              e.preventDefault();
              onSubmit();
            }}
            data-testid="sell-payment-code"
          />
        </Form.Item>
      ) : method === 'credit' ? (
        <Form.Item
          name="travelAgencyID"
          label={label('creditAgency')}
          rules={[zodRule(CreditPayment.shape.travelAgencyID)]}
          required
        >
          <Select
            showSearch
            optionFilterProp="label"
            disabled={disabled}
            options={creditAgencies.map((a) => ({ value: a.id, label: a.name }))}
            data-testid="sell-credit-agency"
          />
        </Form.Item>
      ) : method === 'storedCard' ? (
        <Form.Item name="cardNo" label={label('cardNo')} rules={[zodRule(CardNo)]} required>
          <Input autoFocus allowClear maxLength={24} disabled={disabled} data-testid="sell-card-no" />
        </Form.Item>
      ) : (
        <Form.Item name="reference" label={label('reference')} rules={[zodRule(RECORDED.shape.reference)]}>
          <Input maxLength={64} disabled={disabled} data-testid="sell-reference" />
        </Form.Item>
      )}
    </>
  );
}
