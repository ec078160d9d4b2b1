// An amount in yuan (not empty, not 0) and how it is paid: the money part of recharge and renewal.
import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardAmount } from '../../../domain/cards/card.schema.ts';
import { zodRule } from '../forms/zodRule.ts';
import { yuanToFen } from '../sales/cartModel.ts';
import { methodLabel } from '../sales/saleLabels.ts';
import { CARD_PAY_METHODS } from './cardPayment.ts';

export function MoneyFields({ amount = true }: { amount?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {amount && (
        <Form.Item
          name="amountYuan"
          label={t('cards.common.amount')}
          rules={[zodRule(CardAmount, yuanToFen)]}
          required
        >
          <InputNumber prefix="¥" min={0} precision={2} style={{ width: 200 }} data-testid="card-amount" />
        </Form.Item>
      )}
      <Form.Item name="method" label={t('sales.sell.paymentMethod')} initialValue="cash">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="small"
          options={CARD_PAY_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
        />
      </Form.Item>
    </>
  );
}
