// Which menu entry the ticket-type screen serves: 票种管理 (every kind, `/api/ticketType`) or a card
// entry of the ticket-management menu (会员卡, 储值卡: the kinds of domain/cards/cardTypeViews.ts,
// at `/api/<entry>`). One list and one form; the entry narrows the kinds, the columns and the texts.
import { CARD_TYPE_VIEWS, type CardTypeView } from '../../../domain/cards/cardTypeViews.ts';

export interface TicketTypeEntry {
  entity: 'ticketType' | CardTypeView;
  /** The kinds (ticketCate codes) the entry manages; null: every kind. */
  cates: readonly number[] | null;
}

export const ALL_TICKET_TYPES: TicketTypeEntry = { entity: 'ticketType', cates: null };

export const cardEntry = (view: CardTypeView): TicketTypeEntry => ({
  entity: view,
  cates: CARD_TYPE_VIEWS[view],
});
