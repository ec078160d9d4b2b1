// Recharge an agency's credit (administrators, menu travelAgencyMenu4): the agency, the amount in
// yuan (sent as fen) and a remark, checked by the shared RechargeCredit schema.
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AgencyRow, RechargeCredit } from '../../../domain/agencies/agency.schema.ts';
import { RECHARGE_MAX_FEN, REMARK_MAX } from '../../../domain/agencies/agencyCodes.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId, yuanToFen } from '../sales/cartModel.ts';
import { rechargeCredit } from './agencyApi.ts';
import { creditChanged } from './useAgencyCredit.ts';

interface Values {
  travelAgencyID?: number;
  amount?: number;
  remark?: string;
}

export function RechargeModal({
  agencies,
  open,
  onClose,
}: {
  agencies: AgencyRow[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await rechargeCredit(
        RechargeCredit.parse({
          ...values,
          amount: yuanToFen(values.amount),
          remark: values.remark ?? '',
          requestId: newRequestId(),
        }),
      );
      void message.success(t('agencies.recharge.success'), 3);
      creditChanged();
      onClose();
    } catch (err) {
      void message.error(failureText(err, t('agencies.recharge.failed')), 5);
    }
  };
  return (
    <Modal
      open={open}
      title={t('agencies.recharge.recharge')}
      okText={t('agencies.recharge.recharge')}
      cancelText={t('agencies.common.cancel')}
      okButtonProps={{ 'data-testid': 'recharge-ok' } as never}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="travelAgencyID"
          label={t('agencies.orders.agency')}
          rules={[zodFieldRule(RechargeCredit, 'travelAgencyID')]}
          required
        >
          <Select
            options={agencies.map((a) => ({ value: a.id, label: a.name }))}
            data-testid="recharge-agency"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('agencies.recharge.amountYuan')}
          rules={[zodFieldRule(RechargeCredit, 'amount', yuanToFen)]}
          required
        >
          <InputNumber
            min={0.01}
            max={RECHARGE_MAX_FEN / 100}
            precision={2}
            style={{ width: '100%' }}
            data-testid="recharge-amount"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('agencies.recharge.remark')}>
          <Input maxLength={REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
