// Approve one refund review or a batch: the command creates the refund orders (in the submitter's
// name) and returns the money by the original method; tickets used or expired meanwhile fail review.
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundAnswer } from '../../../domain/refunds/refund.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId } from '../sales/cartModel.ts';
import { approveRefunds } from './refundsApi.ts';

interface Props {
  scenicAreaID: number;
  ticketNos: string[];
  batch?: boolean;
  /** The answer of the approval (null when it was refused). */
  onDone: (answer: RefundAnswer | null) => void;
  testId: string;
}

export function ApproveRefundButton({ scenicAreaID, ticketNos, batch = false, onDone, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    let answer: RefundAnswer | null = null;
    try {
      answer = await approveRefunds({ requestId: newRequestId(), scenicAreaID, ticketNos });
      void message.success(t('refunds.review.approved', { count: answer.refunds.length }));
      if (answer.failed.length > 0)
        void message.warning(t('refunds.review.failedTickets', { count: answer.failed.length }));
    } catch (err) {
      void message.error(failureText(err, t('refunds.review.failed')), 5);
    } finally {
      setBusy(false);
      onDone(answer);
    }
  };
  return (
    <Popconfirm
      title={t('refunds.review.approveConfirm')}
      okText={t('refunds.review.ok')}
      cancelText={t('refunds.review.cancel')}
      okButtonProps={{ 'data-testid': `${testId}-ok` } as never}
      onConfirm={approve}
      disabled={ticketNos.length === 0}
    >
      <Button
        type={batch ? 'primary' : 'link'}
        size={batch ? 'middle' : 'small'}
        loading={busy}
        disabled={ticketNos.length === 0}
        data-testid={testId}
      >
        {t(batch ? 'refunds.review.batchApprove' : 'refunds.review.approve')}
        {batch && ticketNos.length > 0 ? ` (${ticketNos.length})` : ''}
      </Button>
    </Popconfirm>
  );
}
