import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WxSubmitOrderDraft } from '../../../domain/booking/visitorApi.schema.ts';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import type { Channel } from '../shared/channel.ts';
import { type MessageCode, messageOf } from '../shared/messages.ts';
import { newRequestId, submitAndPay } from './payFlow.ts';
import { useSubmitLock } from './useSubmitLock.ts';

export type OrderPart = Omit<WxSubmitOrderDraft, 'scenicAreaID' | 'openid' | 'requestId'>;

/**
 * A form's submit: locked for `lockMs` after a press; the form's first problem as a toast, else the
 * order with this form's one requestId (a double tap is one order), then payment.
 */
export function useOrderSubmit(channel: Channel, visitor: VisitorIdentity, lockMs: number) {
  const navigate = useNavigate();
  const [requestId] = useState(newRequestId);
  const lock = useSubmitLock(lockMs);
  const submit = (problem: () => MessageCode | null, order: () => OrderPart) =>
    lock.run(() => {
      const found = problem();
      if (found) {
        Toast.show({ content: messageOf(found) });
        return;
      }
      const draft = { ...order(), scenicAreaID: visitor.scenicAreaID, openid: visitor.openid, requestId };
      void submitAndPay(draft, { channel, openid: visitor.openid, navigate });
    });
  return { locked: lock.locked, submit };
}
