// Membership import (spec 001 §4): every row of the sheet becomes a card sold by import, not verified
// (usable at once) or not activated (activated at the window). Each row is decided like a sale at the
// window; any refused row refuses the whole file, by row number; the cards are born in one
// multi-stream append, so nothing is half imported (a number already in use fails the append too).

import type { CardHolderFields } from '../../domain/cards/card.schema.ts';
import { decideCard, initialCardState } from '../../domain/cards/card.ts';
import { type CardEvent, cardEvents } from '../../domain/cards/cardEvents.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError, isDomainError } from '../../domain/decider.ts';
import { EventIdInUseError, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import { translate } from '../../domain/i18n/errorMessages.ts';
import type { Lang } from '../../domain/i18n/lang.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { type CardDeps, datedBy } from './cardDeps.ts';
import { sellableType } from './sellCard.ts';

export interface ImportMembers {
  ticketTypeID: number;
  /** notVerified: sold and usable at once; notActivated: validity starts when activated. */
  status: 'notVerified' | 'notActivated';
  rows: { row: number; card: CardHolderFields }[];
}

export async function importMembers(
  deps: CardDeps,
  envelope: CommandEnvelope,
  input: ImportMembers,
  lang: Lang,
): Promise<{ imported: number; replayed: boolean }> {
  if (input.rows.length === 0) throw new DomainError('CARD_IMPORT_EMPTY');
  const type = await sellableType(deps.catalog, input.ticketTypeID, envelope.scenicAreaId);
  const dated = await datedBy(deps, envelope);
  const metadata = envelopeMetadata(envelope);
  const rowOf = new Map<string, number>();
  const appends = input.rows.map(({ row, card }, index) => {
    if (rowOf.has(card.cardNo))
      throw new DomainError('CARD_IMPORT_DUPLICATE', undefined, { row, cardNo: card.cardNo });
    rowOf.set(card.cardNo, row);
    const data = {
      ...dated,
      cardNo: card.cardNo,
      type: type.snapshot,
      needsPhoto: false,
      holder: { name: card.name, mobile: card.mobile, idNumber: card.idNumber, photoId: null },
      price: 0,
      payment: null,
      activateNow: input.status === 'notVerified',
      source: 'import' as const,
    };
    try {
      const [sold] = decideCard({ type: 'SellCard', data }, initialCardState());
      return {
        streamId: cardStreamId(card.cardNo),
        events: [
          cardEvents.encode(sold as CardEvent, metadata, deterministicEventId(envelope.requestId, index)),
        ],
        expectedRevision: 'no_stream' as const,
      };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const message = translate(error.code, lang, error.details as Record<string, unknown>);
      throw new DomainError('CARD_IMPORT_ROW', undefined, { row, message });
    }
  });
  try {
    await deps.store.appendToStreams(appends);
  } catch (error) {
    if (error instanceof EventIdInUseError) return { imported: input.rows.length, replayed: true };
    if (error instanceof WrongExpectedVersionError) {
      const cardNo = error.streamId.slice('card-'.length);
      throw new DomainError('CARD_IMPORT_DUPLICATE', undefined, { row: rowOf.get(cardNo), cardNo });
    }
    throw error;
  }
  return { imported: appends.length, replayed: false };
}
