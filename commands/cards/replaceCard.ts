// Replace a card (spec 001 §4–5): the old card's stream at the revision read gets CardReplaced (its
// number is dead), the new number's stream is born with CardReissued (validity, balance, uses and
// holder carried over), in one multi-stream append: never one without the other. A second window
// replacing the same card at once conflicts on the old stream and is refused when it decides again.

import type { CardView, ReplaceCard } from '../../domain/cards/card.schema.ts';
import { decideReplacement } from '../../domain/cards/card.ts';
import { cardEvents } from '../../domain/cards/cardEvents.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import { cardPaymentRecord, cardViewOf } from '../../domain/cards/cardView.ts';
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import { EventIdInUseError, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { type CardDeps, datedBy } from './cardDeps.ts';
import { loadCard } from './cardStreams.ts';

export async function replaceCard(
  deps: CardDeps,
  envelope: CommandEnvelope,
  input: ReplaceCard,
): Promise<CardView> {
  const dated = await datedBy(deps, envelope);
  const answer = async () => {
    const fresh = await loadCard(deps.store, input.newCardNo);
    return cardViewOf(fresh.state, fresh.revision, dated.today) as CardView;
  };
  const { state, revision } = await loadCard(deps.store, input.cardNo);
  // A retried submit: this request already replaced the card.
  if (state.replacedBy === input.newCardNo) return answer();
  const fee = state.sold?.type.replacementFee ?? 0;
  const payment = fee > 0 ? cardPaymentRecord(input.payment, fee) : null;
  const { old, fresh } = decideReplacement(state, { ...dated, newCardNo: input.newCardNo, payment });
  const metadata = envelopeMetadata(envelope);
  try {
    await deps.store.appendToStreams([
      {
        streamId: cardStreamId(input.cardNo),
        events: [cardEvents.encode(old, metadata, deterministicEventId(envelope.requestId, 0))],
        expectedRevision: revision,
      },
      {
        streamId: cardStreamId(input.newCardNo),
        events: [cardEvents.encode(fresh, metadata, deterministicEventId(envelope.requestId, 1))],
        expectedRevision: 'no_stream',
      },
    ]);
  } catch (error) {
    if (error instanceof EventIdInUseError) return answer();
    if (error instanceof WrongExpectedVersionError && error.streamId === cardStreamId(input.newCardNo))
      throw new DomainError('CARD_NO_TAKEN', undefined, { cardNo: input.newCardNo });
    throw error;
  } finally {
    // The handler's cached states of both cards are behind the store now.
    deps.commands.invalidate(cardStreamId(input.cardNo));
    deps.commands.invalidate(cardStreamId(input.newCardNo));
  }
  return answer();
}
