import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { messageOf } from '../shared/messages.ts';
import {
  type ChosenLine,
  type Counts,
  choiceProblem,
  choiceTotal,
  chosenLines,
  type ListKind,
  maxPerType,
  orderQuery,
  setCount,
} from './ticketChoice.ts';

/** A list page's chosen counts, its total and the way to the order form. */
export function useTicketChoice(channel: Channel, kind: ListKind, types: readonly PublicTicketType[]) {
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Counts>({});
  const lines = chosenLines(counts);
  const priceOf = (id: number) => types.find((t) => t.id === id)?.ticketPrice ?? 0;
  const total = choiceTotal(lines, priceOf);
  const form = kind === 'group' ? 'ticketOrderGroup' : 'ticketOrder';

  const go = (chosen: ChosenLine[]) => {
    const problem = choiceProblem(kind, chosen);
    if (problem) {
      Toast.show({ content: messageOf(problem) });
      return;
    }
    navigate(pagePath(channel, form, orderQuery(kind, chosen, choiceTotal(chosen, priceOf))));
  };

  return {
    counts,
    total,
    count: lines.reduce((sum, line) => sum + line.ticketCount, 0),
    max: maxPerType(kind),
    change(id: number, count: number) {
      const next = setCount(kind, counts, id, count);
      if ('refused' in next) Toast.show({ content: messageOf(next.refused) });
      else setCounts(next.counts);
    },
    reset: () => setCounts({}),
    submit: () => go(lines),
    /** Book-now on one card: that type alone, at least one. */
    book: (id: number) => go([{ ticketTypeID: id, ticketCount: Math.max(1, counts[id] ?? 0) }]),
  };
}
