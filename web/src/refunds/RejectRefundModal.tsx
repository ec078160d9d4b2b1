// Reject refund reviews with a note (required, checked by the shared RejectRefunds schema).
import { useTranslation } from 'react-i18next';
import { RejectRefunds } from '../../../domain/refunds/refund.schema.ts';
import { REVIEW_NOTE_MAX } from '../../../domain/refunds/refundCodes.ts';
import { RejectNoteModal } from '../forms/RejectNoteModal.tsx';
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
  const text = (key: string) => t(`refunds.review.${key}`);
  return (
    <RejectNoteModal
      open={ticketNos !== null}
      texts={{
        title: text('rejectTitle'),
        note: text('rejectNote'),
        reject: text('reject'),
        cancel: text('cancel'),
        rejected: text('rejected'),
        failed: text('failed'),
      }}
      maxLength={REVIEW_NOTE_MAX}
      check={(note) =>
        RejectRefunds.safeParse({ requestId: newRequestId(), scenicAreaID, ticketNos: ticketNos ?? [], note })
      }
      send={rejectRefunds}
      onClose={onClose}
    />
  );
}
