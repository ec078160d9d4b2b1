// What the card screens send and the server checks (spec 001 §5): one schema each for the route,
// the antd form and the membership import's rows.
import { z } from 'zod';
import { Int4Id, singleLine } from '../inputBounds.ts';
import { isValidIdNumber } from '../sales/idNumber.ts';
import { PhotoId, SalePayment } from '../sales/sale.schema.ts';
import { CardNo } from './cardNo.ts';
import { PERIOD_UNITS, RENEWAL_LIMITS, RENEWAL_OPTIONS } from './cardPeriods.ts';

/** Cash or a method settled outside the system (the card's own balance cannot pay for the card). */
export const CardPayment = z.discriminatedUnion('method', [SalePayment.options[0], SalePayment.options[2]]);
export type CardPayment = z.infer<typeof CardPayment>;

/** Most fen one recharge, renewal or replacement takes. */
export const MAX_CARD_AMOUNT = 100 * 99_999 * 100;
export const CardAmount = z.number().int().min(1, 'i18n:amountNotZero').max(MAX_CARD_AMOUNT);

/** A card and its holder: the sell form's fields and one row of the membership import. */
export const CardHolderFields = z.object({
  cardNo: CardNo,
  name: singleLine(z.string().trim().min(1, 'i18n:cardNameRequired').max(12)),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, 'i18n:mobileInvalid'),
  idNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(18)
    .refine((id) => id === '' || isValidIdNumber(id), { message: 'i18n:idNumberInvalid' })
    .default(''),
});
export type CardHolderFields = z.infer<typeof CardHolderFields>;

const Command = z.object({ requestId: z.uuid(), scenicAreaID: Int4Id });

export const SellCard = Command.extend(CardHolderFields.shape)
  .extend({
    ticketTypeID: Int4Id,
    photoId: PhotoId.nullable().default(null),
    /** Period cards may be sold not activated: validity starts when activated at the window. */
    activateNow: z.boolean().default(true),
    payment: CardPayment,
  })
  .strict();
export type SellCard = z.infer<typeof SellCard>;
export type SellCardDraft = z.input<typeof SellCard>;

/** Activate, report lost, unreport, unbind: the card is all they name. */
export const CardAction = Command.extend({ cardNo: CardNo }).strict();
export type CardAction = z.infer<typeof CardAction>;

export const RechargeCard = Command.extend({
  cardNo: CardNo,
  amount: CardAmount,
  payment: CardPayment,
}).strict();
export type RechargeCard = z.infer<typeof RechargeCard>;

export const RenewCard = Command.extend({
  cardNo: CardNo,
  option: z.enum([...(Object.keys(RENEWAL_OPTIONS) as (keyof typeof RENEWAL_OPTIONS)[]), 'custom']),
  /** With option custom: days ≤ 5000, months ≤ 100, years ≤ 20. */
  custom: z
    .object({ unit: z.enum(PERIOD_UNITS), count: z.number().int().min(1) })
    .nullable()
    .default(null),
  amount: CardAmount,
  payment: CardPayment,
})
  .strict()
  .refine((r) => r.option !== 'custom' || r.custom !== null, {
    message: 'i18n:renewalPeriodRequired',
    path: ['custom'],
  })
  .refine((r) => r.custom === null || r.custom.count <= RENEWAL_LIMITS[r.custom.unit], {
    message: 'i18n:renewalTooLong',
    path: ['custom', 'count'],
  });
export type RenewCard = z.infer<typeof RenewCard>;

export const ReplaceCard = Command.extend({ cardNo: CardNo, newCardNo: CardNo, payment: CardPayment })
  .strict()
  .refine((r) => r.newCardNo !== r.cardNo, { message: 'i18n:newCardNoSame', path: ['newCardNo'] });
export type ReplaceCard = z.infer<typeof ReplaceCard>;

export const CARD_STATUSES = ['notActivated', 'active', 'lost', 'voided'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A card as the screens show it (GET /api/card). */
export const CardView = z.object({
  cardNo: z.string(),
  scenicAreaID: z.number(),
  ticketTypeID: z.number(),
  ticketTypeName: z.string(),
  ticketCate: z.number(),
  status: z.enum(CARD_STATUSES),
  /** Past its last day (judged on the area's day). */
  expired: z.boolean(),
  holder: z.object({ name: z.string(), mobile: z.string(), idNumber: z.string() }).nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  balance: z.number(),
  replacedBy: z.string().nullable(),
  replacedFrom: z.string().nullable(),
  replacementFee: z.number(),
  revision: z.string(),
});
export type CardView = z.infer<typeof CardView>;

export const CardQuery = z.object({ cardNo: CardNo }).strict();

/** One balance movement (recharge, charge), from the card movements read model. */
/**
 * recharge; charge: a window sale paid by the card; timedStay: a stay charged at a gate's exit;
 * refund: a refund of a sale the card paid for, back on the card.
 */
export const CARD_MOVEMENT_KINDS = ['recharge', 'charge', 'timedStay', 'refund'] as const;
export type CardMovementKind = (typeof CARD_MOVEMENT_KINDS)[number];
export const CardMovement = z.object({
  cardNo: z.string(),
  kind: z.enum(CARD_MOVEMENT_KINDS),
  amount: z.number(),
  bonus: z.number(),
  balanceAfter: z.number(),
  orderNo: z.string().nullable(),
  occurredAt: z.string(),
  /** The scenic area's time zone: the screen shows `occurredAt` on its clock. */
  timeZone: z.string(),
  sellerAccount: z.string(),
});
export type CardMovement = z.infer<typeof CardMovement>;
export const CardMovementQuery = z
  .object({
    cardNo: CardNo,
    pageItems: z.coerce.number().int().min(1).max(100).default(20),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const CardOptionsQuery = z
  .object({ scenicAreaID: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
/** The ticket types the card screens offer (enabled, of the area). */
export const CardTypeOption = z.object({
  id: z.number(),
  ticketTypeName: z.string(),
  ticketPrice: z.number(),
  ticketCate: z.number(),
  medium: z.number(),
  needsPhoto: z.boolean(),
  replacementFee: z.number(),
});
export type CardTypeOption = z.infer<typeof CardTypeOption>;

/** The membership import's form fields (the file comes beside them, multipart). */
export const MembershipImportFields = z
  .object({
    requestId: z.uuid(),
    scenicAreaID: z.coerce.number().int().positive().max(2_147_483_647),
    ticketTypeID: z.coerce.number().int().positive().max(2_147_483_647),
    status: z.enum(['notVerified', 'notActivated']),
  })
  .strict();
export const MembershipImportResult = z.object({ imported: z.number(), replayed: z.boolean() });
