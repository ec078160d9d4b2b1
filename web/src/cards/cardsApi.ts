// Calls of the card screens, typed with the schemas of domain/cards.
import type {
  CardAction,
  CardMovement,
  CardTypeOption,
  CardView,
  RechargeCard,
  RenewCard,
  ReplaceCard,
  SellCardDraft,
} from '../../../domain/cards/card.schema.ts';
import type { Ok, Page } from '../../../domain/http/replies.ts';
import { http } from '../api/http.ts';

export const cardOptions = async (scenicAreaID: number) =>
  (await http.get<Ok<CardTypeOption[]>>('/api/card/options', { scenicAreaID })).data;

export const findCard = async (cardNo: string) =>
  (await http.get<Ok<CardView>>('/api/card', { cardNo })).data;

export const cardMovements = async (cardNo: string) =>
  (
    await http.get<Page<CardMovement>>('/api/card/movements', {
      cardNo,
      pageItems: 20,
      pageNumber: 1,
    })
  ).data;

type Body = SellCardDraft | CardAction | RechargeCard | RenewCard | ReplaceCard;
/** POST /api/card/<action>: the card as it is after it. */
export const cardCommand = async (action: string, body: Body) =>
  (await http.post<Ok<CardView>>(`/api/card/${action}`, body)).data;
