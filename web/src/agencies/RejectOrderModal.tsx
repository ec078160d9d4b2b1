// Reject a submitted agency order with a note (required, checked by the shared RejectAgencyOrder schema).
import { useTranslation } from 'react-i18next';
import { REVIEW_NOTE_MAX } from '../../../domain/agencies/agencyCodes.ts';
import { RejectAgencyOrder } from '../../../domain/agencies/agencyOrder.schema.ts';
import { RejectNoteModal } from '../forms/RejectNoteModal.tsx';
import { newRequestId } from '../sales/cartModel.ts';
import { rejectOrder } from './agencyApi.ts';

interface Props {
  orderNo: string | null;
  /** The note when the order was rejected, null when cancelled. */
  onClose: (note: string | null) => void;
}

export function RejectOrderModal({ orderNo, onClose }: Props) {
  const { t } = useTranslation();
  const text = (key: string) => t(`agencies.review.${key}`);
  return (
    <RejectNoteModal
      open={orderNo !== null}
      texts={{
        title: text('rejectTitle'),
        note: text('rejectNote'),
        reject: text('reject'),
        cancel: t('agencies.common.cancel'),
        rejected: text('rejected'),
        failed: text('failed'),
      }}
      maxLength={REVIEW_NOTE_MAX}
      check={(note) =>
        RejectAgencyOrder.safeParse({ requestId: newRequestId(), orderNo: orderNo ?? '', note })
      }
      send={rejectOrder}
      onClose={onClose}
    />
  );
}
