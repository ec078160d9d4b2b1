// Reject refund reviews with a note (required, checked by the shared RejectRefunds schema).
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { RejectRefunds } from '../../../domain/refunds/refund.schema.ts';
import { REVIEW_NOTE_MAX } from '../../../domain/refunds/refundCodes.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId } from '../sales/cartModel.ts';
import { rejectRefunds } from './refundsApi.ts';

interface Props {
  scenicAreaID: number;
  ticketNos: string[] | null;
  /** The note when the reviews were rejected, null when cancelled. */
  onClose: (note: string | null) => void;
}

export function RejectRefundModal({ scenicAreaID, ticketNos, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const submit = async () => {
    const body = {
      requestId: newRequestId(),
      scenicAreaID,
      ticketNos: ticketNos ?? [],
      note: form.getFieldValue('note') ?? '',
    };
    const parsed = RejectRefunds.safeParse(body);
    if (!parsed.success) {
      form.setFields([
        { name: 'note', errors: [translateIssue(parsed.error.issues[0]!, currentLanguage())] },
      ]);
      return;
    }
    try {
      await rejectRefunds(parsed.data);
      void message.success(t('refunds.review.rejected'));
      form.resetFields();
      onClose(parsed.data.note);
    } catch (err) {
      void message.error(failureText(err, t('refunds.review.failed')), 5);
    }
  };
  return (
    <Modal
      open={ticketNos !== null}
      title={t('refunds.review.rejectTitle')}
      okText={t('refunds.review.reject')}
      cancelText={t('refunds.review.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-ok' } as never}
      onOk={submit}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="note" label={t('refunds.review.rejectNote')} required>
          <Input.TextArea rows={3} maxLength={REVIEW_NOTE_MAX} showCount data-testid="reject-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
