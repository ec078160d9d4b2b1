// Places left for a ticket type on a date (and slot): POST /api/sell/getRemainTicketCount, asked
// again whenever the date or the slot changes.

import { useEffect, useState } from 'react';
import type { RemainAnswer } from '../../../domain/booking/visitorApi.schema.ts';
import { postJson } from '../shared/visitorHttp.ts';
import { appointmentTimes } from './orderFormCheck.ts';

export type Remaining =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; count: number | null }
  /** `network`: the answer was the string "false"; `unknown`: the call failed. */
  | { status: 'failed'; reason: 'network' | 'unknown' };

interface SlotRef {
  id: number;
  startPeriod: string;
  endPeriod: string;
}

export function useRemaining(
  ticketTypeID: number | null,
  playDate: string,
  slot: SlotRef | null,
  needsSlot: boolean,
): Remaining {
  const [state, setState] = useState<Remaining>({ status: 'idle' });
  const slotKey = slot ? `${slot.id}:${slot.startPeriod}:${slot.endPeriod}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: slotKey stands for the slot.
  useEffect(() => {
    if (ticketTypeID === null || (needsSlot && !slot)) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    const times = slot ? appointmentTimes(playDate, slot) : null;
    postJson<RemainAnswer | { remainTicketCount: unknown }>('/api/sell/getRemainTicketCount', {
      ticketTypeID,
      startTime: times?.start ?? playDate,
      endTime: times?.end,
      appointmentID: slot?.id ?? null,
    }).then(
      (answer) => {
        if (!live) return;
        const count = answer?.remainTicketCount;
        if (count === 'false') setState({ status: 'failed', reason: 'network' });
        else setState({ status: 'ready', count: typeof count === 'number' ? count : null });
      },
      () => {
        if (live) setState({ status: 'failed', reason: 'unknown' });
      },
    );
    return () => {
      live = false;
    };
  }, [ticketTypeID, playDate, slotKey, needsSlot]);
  return state;
}

/** The places to check the order against: a number, or null when unlimited or unknown. */
export function remainingCount(remaining: Remaining): number | null {
  return remaining.status === 'ready' ? remaining.count : null;
}
