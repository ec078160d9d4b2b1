// Sell a membership card at the window (spec 001 §2, §5): the type checked, the card decided on its
// own new stream (a number already in use is refused), paid in cash or recorded.

import type { CardView, SellCard } from '../../domain/cards/card.schema.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import { cardPaymentRecord, cardViewOf } from '../../domain/cards/cardView.ts';
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import { type CardCatalog, type CardDeps, type CardTypeInfo, datedBy } from './cardDeps.ts';
import { cardCommands } from './cardStreams.ts';

/** The type, when the window of `scenicAreaId` may sell it. */
export async function sellableType(
  catalog: CardCatalog,
  ticketTypeId: number,
  scenicAreaId: number,
): Promise<CardTypeInfo> {
  const type = await catalog.cardType(ticketTypeId);
  if (!type?.isEnable || type.scenicAreaID !== scenicAreaId)
    throw new DomainError('TICKET_TYPE_NOT_SELLABLE', undefined, { id: ticketTypeId });
  return type;
}

export async function sellCard(
  deps: CardDeps,
  envelope: CommandEnvelope,
  input: SellCard,
): Promise<CardView> {
  const type = await sellableType(deps.catalog, input.ticketTypeID, input.scenicAreaID);
  const dated = await datedBy(deps, envelope);
  const { cardNo, name, mobile, idNumber, photoId } = input;
  const result = await deps.commands.handle(
    cardCommands,
    cardStreamId(cardNo),
    {
      type: 'SellCard',
      data: {
        cardNo,
        type: type.snapshot,
        needsPhoto: type.needsPhoto,
        holder: { name, mobile, idNumber, photoId },
        price: type.price,
        payment: cardPaymentRecord(input.payment, type.price),
        activateNow: input.activateNow,
        source: 'window',
        ...dated,
      },
    },
    { metadata: envelopeMetadata(envelope), requestId: envelope.requestId },
  );
  return cardViewOf(result.newState, result.nextExpectedRevision, dated.today) as CardView;
}
