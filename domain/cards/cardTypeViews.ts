// The card entries of the ticket-management menu (spec 000 §2 "membership card, stored-value card"):
// a card type is a ticket type of a card kind (spec 000 §3 ticketCate, §9), so each entry is the
// ticket-type records of its kinds — their own list, add, edit, enable and delete under their own
// permission flag, the same form and rules as 票种管理. The stored-value entry also holds the
// stored-value rules: the recharge-bonus discount rules (`/api/storedValueRule`).
import type { z } from 'zod';
import { EditTicketType, TicketTypeInput } from '../ticketTypes/ticketType.schema.ts';
import { TICKET_CATE } from '../ticketTypes/ticketTypeCodes.ts';
import { TicketTypeQuery } from '../ticketTypes/ticketTypeQuery.schema.ts';
import { PERIOD_CATES } from './cardPeriods.ts';

/** The kinds each entry manages: membership cards are the period cards and privilege cards. */
export const CARD_TYPE_VIEWS = {
  membershipCard: [...PERIOD_CATES, TICKET_CATE.privilege],
  storedValueCard: [TICKET_CATE.storedValue],
} as const satisfies Record<string, readonly number[]>;
export type CardTypeView = keyof typeof CARD_TYPE_VIEWS;
export const CARD_TYPE_VIEW_NAMES = Object.keys(CARD_TYPE_VIEWS) as CardTypeView[];

/** A ticket type of another kind is not this entry's: refused with the message naming it. */
const ofView =
  (view: CardTypeView) =>
  (t: { ticketCate: number }, ctx: z.RefinementCtx): void => {
    if (!(CARD_TYPE_VIEWS[view] as readonly number[]).includes(t.ticketCate))
      ctx.addIssue({ code: 'custom', message: `i18n:${view}KindOnly`, path: ['ticketCate'] });
  };

/** What `POST /api/<view>/add` and `/edit` take: a ticket type of the entry's kinds. */
export const cardTypeInput = (view: CardTypeView) => TicketTypeInput.superRefine(ofView(view));
export const cardTypeEdit = (view: CardTypeView) => EditTicketType.superRefine(ofView(view));

/** The list's filters: the ticket-type list's (its kinds narrowed to the entry's), without the visitor flag. */
export const CardTypeQuery = TicketTypeQuery.omit({ isLoadThirdPlatform: true });
export type CardTypeQuery = z.infer<typeof CardTypeQuery>;
