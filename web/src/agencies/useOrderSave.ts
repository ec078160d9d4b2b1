// Save as draft (status 0) or submit for review (status 1, after the spec's confirmation), with the
// spec's messages, then the redirect to the agency's orders (spec 002 §2, §4, §8).
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderInfoInput } from '../../../domain/agencies/orderInfo.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId } from '../sales/cartModel.ts';
import { importCreateOrder } from './agencyApi.ts';
import { checkedInfo } from './OrderInfoPanel.tsx';
import { type DraftTourist, orderPayload } from './orderDraftModel.ts';
import { creditChanged } from './useAgencyCredit.ts';

export const AGENCY_ORDERS_PATH = '/travelAgencyOrderManagement_travelAgency';

interface Context {
  form: FormInstance<OrderInfoInput>;
  travelAgencyID: number;
  accountID: number;
  priority: number | null;
  tourists: readonly DraftTourist[];
  uploadedPeople: number;
  /** The draft being edited, or null for a new order. */
  orderNo: string | null;
  /** After a save or submission; absent: the agency's orders open (spec 002 §2 redirects). */
  onSaved?: (saved: SavedOrder) => void;
}

/** What was saved: the order's number and whether it was submitted for review. */
export interface SavedOrder {
  orderNo: string;
  submitted: boolean;
}

export function useOrderSave(ctx: Context) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();

  const send = async (submit: boolean) => {
    const info = await checkedInfo(ctx.form);
    if (!info) return;
    const words = submit ? 'submit' : 'save';
    try {
      const saved = await importCreateOrder(
        orderPayload({
          ...ctx,
          orderNo: ctx.orderNo ?? undefined,
          priorityTicketTypeID: ctx.priority,
          info,
          requestId: newRequestId(),
          submit,
        }),
      );
      void message.success(t(`agencies.order.${words}Success`), 3);
      creditChanged();
      if (ctx.onSaved) ctx.onSaved({ orderNo: saved.orderNo, submitted: submit });
      else
        navigate(submit ? `${AGENCY_ORDERS_PATH}?status=1` : AGENCY_ORDERS_PATH, {
          state: { orderNo: saved.orderNo },
        });
    } catch (err) {
      void message.error(`${t(`agencies.order.${words}Failed`)} ${failureText(err, '')}`, 5);
    }
  };

  return {
    save: () => send(false),
    submit: () =>
      modal.confirm({
        title: t('agencies.order.submit'),
        content: t('agencies.order.submitConfirm'),
        okText: t('agencies.order.submitConfirmOk'),
        cancelText: t('agencies.common.cancel'),
        okButtonProps: { 'data-testid': 'submit-confirm-ok' } as never,
        onOk: () => send(true),
      }),
  };
}
