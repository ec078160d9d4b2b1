// The window's actions on one card (spec 001 §2, §4): activate, recharge (with the recharge bonus),
// renew, report lost, unreport, unbind. Each is one command on the card's stream through the command
// handler (per-card serialisation, retries on conflict, idempotent by request id).

import type { CardAction, CardView, RechargeCard, RenewCard } from '../../domain/cards/card.schema.ts';
import type { CardCommand, Dated } from '../../domain/cards/card.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import { RENEWAL_OPTIONS } from '../../domain/cards/cardPeriods.ts';
import { cardPaymentRecord, cardViewOf } from '../../domain/cards/cardView.ts';
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { type CardDeps, datedBy } from './cardDeps.ts';
import { cardCommands } from './cardStreams.ts';

async function onCard(
  deps: CardDeps,
  envelope: CommandEnvelope,
  cardNo: string,
  command: (dated: Dated) => CardCommand | Promise<CardCommand>,
): Promise<CardView> {
  const dated = await datedBy(deps, envelope);
  const result = await deps.commands.handle(cardCommands, cardStreamId(cardNo), await command(dated), {
    metadata: envelopeMetadata(envelope),
    requestId: envelope.requestId,
  });
  return cardViewOf(result.newState, result.nextExpectedRevision, dated.today) as CardView;
}

const ACTIONS = {
  activate: 'ActivateCard',
  reportLost: 'ReportCardLost',
  unreport: 'UnreportCard',
  unbind: 'UnbindCard',
} as const;
export type CardActionName = keyof typeof ACTIONS;

export const actOnCard = (
  deps: CardDeps,
  envelope: CommandEnvelope,
  action: CardActionName,
  input: CardAction,
) => onCard(deps, envelope, input.cardNo, (data) => ({ type: ACTIONS[action], data }));

export const rechargeCard = (deps: CardDeps, envelope: CommandEnvelope, input: RechargeCard) =>
  onCard(deps, envelope, input.cardNo, async (dated) => ({
    type: 'RechargeCard',
    data: {
      ...dated,
      amount: input.amount,
      rules: await deps.catalog.discountRules(envelope.scenicAreaId),
      payment: cardPaymentRecord(input.payment, input.amount),
    },
  }));

export const renewCard = (deps: CardDeps, envelope: CommandEnvelope, input: RenewCard) =>
  onCard(deps, envelope, input.cardNo, (dated) => ({
    type: 'RenewCard',
    data: {
      ...dated,
      option: input.option,
      period:
        input.option === 'custom' && input.custom
          ? input.custom
          : RENEWAL_OPTIONS[input.option as keyof typeof RENEWAL_OPTIONS],
      amount: input.amount,
      payment: cardPaymentRecord(input.payment, input.amount),
    },
  }));
