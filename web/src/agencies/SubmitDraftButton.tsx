// Submits a saved draft for review from the agency's order list (status 1, after the spec's
// confirmation): the draft is read back and sent again with its order number.
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgencyOrderRow } from '../../../domain/agencies/agencyOrder.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId } from '../sales/cartModel.ts';
import { agencyOrder, importCreateOrder, ownAgency } from './agencyApi.ts';
import { orderPayload, reopenedDraft } from './orderDraftModel.ts';
import { creditChanged } from './useAgencyCredit.ts';

export function SubmitDraftButton({ row, onDone }: { row: AgencyOrderRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const send = async () => {
    const agency = ownAgency();
    if (!agency) return;
    try {
      const { order, priority } = reopenedDraft(await agencyOrder(row.orderNo));
      await importCreateOrder(
        orderPayload({
          ...agency,
          ...order,
          requestId: newRequestId(),
          orderNo: row.orderNo,
          priorityTicketTypeID: priority,
          submit: true,
        }),
      );
      void message.success(t('agencies.order.submitSuccess'), 3);
      creditChanged();
    } catch (err) {
      void message.error(`${t('agencies.order.submitFailed')} ${failureText(err, '')}`, 5);
    }
    onDone();
  };
  return (
    <Typography.Link
      onClick={() =>
        modal.confirm({
          title: t('agencies.order.submit'),
          content: t('agencies.order.submitConfirm'),
          okText: t('agencies.order.submitConfirmOk'),
          cancelText: t('agencies.common.cancel'),
          onOk: send,
        })
      }
      data-testid={`draft-submit-${row.orderNo}`}
    >
      {t('agencies.order.submit')}
    </Typography.Link>
  );
}
