// Reading a card's own stream (the command side's truth), and charging a card inside another
// decision's append (a window sale paid by the card): per card one at a time in this process, the
// card's stream at the revision read so another process's charge meanwhile is a conflict, decided
// again on the fresh balance. The balance never goes below zero.

import {
  type CardState,
  cardDecider,
  type Dated,
  decideCard,
  evolveCard,
  initialCardState,
} from '../../domain/cards/card.ts';
import { cardEvents } from '../../domain/cards/cardEvents.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import {
  comparePositions,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { createKeyedMutex, runHoldingAll } from '../handling/keyedMutex.ts';
import { readEvents } from '../sales/saleStreams.ts';

/** The card decider as the command handler runs it (versioned events). */
export const cardCommands = versionedDecider(cardDecider, cardEvents);

/** The card's state and its stream revision (-1 when there is no such card). */
export async function loadCard(
  store: EventStore,
  cardNo: string,
): Promise<{ state: CardState; revision: bigint }> {
  const events = await readEvents(store, cardStreamId(cardNo));
  let state = initialCardState();
  for (const recorded of events) {
    const event = cardEvents.decode(recorded);
    if (event) state = evolveCard(state, event);
  }
  return { state, revision: BigInt(events.length) - 1n };
}

const chargeLocks = createKeyedMutex();
const ATTEMPTS = 8;

export interface CardCharge extends Dated {
  cardNo: string;
  amount: number;
  orderNo: string;
  metadata: EventMetadata;
  /** The charge event's id (derived from the sale's request id: a retried submit is the same append). */
  eventId: string;
}

/**
 * Decides the charge on the card's current balance and hands `append` the card's part of the append;
 * a conflict on the card (another window charged it meanwhile) decides again.
 */
export async function withCardCharge(
  store: EventStore,
  charge: CardCharge,
  append: (card: StreamAppend) => Promise<unknown>,
): Promise<void> {
  const streamId = cardStreamId(charge.cardNo);
  await chargeLocks.run(streamId, async () => {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await loadCard(store, charge.cardNo);
      const [event] = decideCard({ type: 'ChargeCard', data: charge }, state);
      if (!event) throw new Error(`card ${charge.cardNo}: a charge decided nothing`);
      try {
        await append({
          streamId,
          events: [cardEvents.encode(event, charge.metadata, charge.eventId)],
          expectedRevision: revision,
        });
        return;
      } catch (error) {
        const again =
          error instanceof WrongExpectedVersionError && error.streamId === streamId && attempt < ATTEMPTS;
        if (!again) throw error;
      }
    }
  });
}

/** Runs `task` holding the charge locks of these cards (a refund crediting them: see withCardCharge). */
export const onCards = <T>(cardNos: readonly string[], task: () => Promise<T>): Promise<T> =>
  runHoldingAll(chargeLocks, cardNos.map(cardStreamId), task);

/** A card's events and those of every card it replaced, in the order they were written (the detail record). */
export async function readCardChain(store: EventStore, cardNo: string) {
  const streams = [];
  for (let no: string | undefined = cardNo, hops = 0; no && hops < 50; hops++) {
    const events = await readEvents(store, cardStreamId(no));
    streams.unshift(events);
    const first = events[0];
    no = first?.type === 'CardReissued' ? (first.data as { fromCardNo: string }).fromCardNo : undefined;
  }
  return streams.flat().sort((a, b) => comparePositions(a.position, b.position));
}
