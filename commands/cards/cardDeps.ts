// What the card use cases need of the world (the route wires it from the app's context): the command
// handler, the store, and master data; and the dated, signed part every card command carries.

import type { Dated } from '../../domain/cards/card.ts';
import type { CardTypeSnapshot } from '../../domain/cards/cardEvents.ts';
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import type { EventStore } from '../../domain/eventStore.ts';
import type { StoredDiscountRule } from '../../domain/rules/discountRule.schema.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';

export interface CardTypeInfo {
  scenicAreaID: number;
  isEnable: boolean;
  /** Sale price (fen). */
  price: number;
  needsPhoto: boolean;
  snapshot: CardTypeSnapshot;
}

export interface CardCatalog {
  timeZone(scenicAreaId: number): Promise<string>;
  cardType(ticketTypeId: number): Promise<CardTypeInfo | null>;
  /** The area's enabled discount rules (the recharge bonus is among them). */
  discountRules(scenicAreaId: number): Promise<StoredDiscountRule[]>;
}

export interface CardDeps {
  commands: CommandHandler;
  store: EventStore;
  catalog: CardCatalog;
}

/** The area's day, the seller and the area of a command. */
export async function datedBy(deps: CardDeps, envelope: CommandEnvelope): Promise<Dated> {
  const timeZone = await deps.catalog.timeZone(envelope.scenicAreaId);
  return {
    today: localDateOf(envelope.now.getTime(), timeZone),
    sellerID: envelope.actor.userId,
    sellerAccount: envelope.actor.account,
    scenicAreaID: envelope.scenicAreaId,
  };
}
