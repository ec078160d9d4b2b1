// The money of a card action at the window: an amount in yuan and how it was paid (cash received
// exactly, or a method settled on another terminal).
import type { CardPayment } from '../../../domain/cards/card.schema.ts';
import { yuanToFen } from '../sales/cartModel.ts';

export const CARD_PAY_METHODS = ['cash', 'wechat', 'alipay', 'unionpay'] as const;
export type CardPayMethod = (typeof CARD_PAY_METHODS)[number];

export const cardPaymentOf = (method: CardPayMethod, fen: number): CardPayment =>
  method === 'cash' ? { method, receivedFen: fen } : { method, reference: '' };

export const fenOf = (yuan: unknown): number => yuanToFen(yuan) ?? 0;
