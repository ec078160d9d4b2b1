// The events of a card's stream `card-<cardNo>` (spec 001 §4 card actions). Its balance, validity and
// status are folded from them (card.ts). A card's gate passes are the ticket's gate events on the
// card's own stream (domain/gates/), so a lost card is refused by the same rules as a lost ticket.
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { PassDenied, PassReturned } from '../gates/gateEvents.ts';
import { Holder, PaymentRecord } from '../sales/saleEvents.ts';
import { TicketPassed } from '../sales/ticketUseEvents.ts';
import { ZonePermissionFields } from '../ticketTypes/zonePermission.schema.ts';
import { PERIOD_UNITS } from './cardPeriods.ts';

const LocalDate = z.iso.date();
const Validity = z.object({ validFrom: LocalDate, validTo: LocalDate });
const Seller = { sellerID: z.number().int(), sellerAccount: z.string() };

/** What a card copies of its ticket type when sold: later edits of the type never change it. */
export const CardTypeSnapshot = z.object({
  ticketTypeID: z.number().int(),
  ticketTypeName: z.string(),
  touristType: z.number().int(),
  ticketCate: z.number().int(),
  feeMethod: z.number().int(),
  listPrice: z.number().int(),
  medium: z.number().int(),
  startingType: z.number().int(),
  startingDate: LocalDate.nullable(),
  useDays: z.number().int(),
  zones: z.array(ZonePermissionFields),
  enterMode: z.number().int(),
  /** The type's replacement fee (patchCard), fen. */
  replacementFee: z.number().int().min(0),
});
export type CardTypeSnapshot = z.infer<typeof CardTypeSnapshot>;

export const CardSold = defineEvent(
  'CardSold',
  z.object({
    cardNo: z.string(),
    scenicAreaID: z.number().int(),
    type: CardTypeSnapshot,
    holder: Holder,
    price: z.number().int(),
    /** Null for an imported card (sold elsewhere). */
    payment: PaymentRecord.nullable(),
    ...Seller,
    soldOn: LocalDate,
    /** Null: sold not activated; validity starts at activation. */
    validity: Validity.nullable(),
    source: z.enum(['window', 'import']),
  }),
);

export const CardActivated = defineEvent(
  'CardActivated',
  z.object({ cardNo: z.string(), ...Validity.shape, ...Seller }),
);

export const CardRecharged = defineEvent(
  'CardRecharged',
  z.object({
    cardNo: z.string(),
    scenicAreaID: z.number().int(),
    /** Paid (fen); the bonus of the recharge discount rule is credited on top. */
    amount: z.number().int().positive(),
    bonus: z.number().int().min(0),
    rule: z.object({ ruleId: z.number().int(), name: z.string() }).nullable(),
    payment: PaymentRecord,
    ...Seller,
    balanceAfter: z.number().int().min(0),
  }),
);

/** What a charge paid for: a window sale, or a timed stay ended at a gate (cardStay.ts). */
export const CHARGE_REASONS = ['sale', 'timedStay'] as const;

/** The stay a gate charged for: where, from when to when, under which billing rule. */
export const ChargedStay = z.object({
  zoneId: z.number().int(),
  /** ISO UTC instants of the entry and of the exit that ended the stay. */
  enteredAt: z.string(),
  exitedAt: z.string(),
  minutes: z.number().int().min(0),
  billingRuleID: z.number().int(),
  billingRuleName: z.string(),
  deviceNo: z.string(),
  /** The exit's pass request (its TicketPassed carries the same). */
  requestId: z.string(),
});
export type ChargedStay = z.infer<typeof ChargedStay>;

/**
 * v2 (issue 16, timed stays): `reason`, and `stay` for a gate's charge, whose `orderNo` is null and
 * whose seller is nobody (sellerID 0, sellerAccount ''); v1 charges were all window sales.
 */
export const CardCharged = defineEvent(
  'CardCharged',
  z.object({
    cardNo: z.string(),
    scenicAreaID: z.number().int(),
    amount: z.number().int().positive(),
    reason: z.enum(CHARGE_REASONS),
    /** The window sale the card paid for (reason 'sale'). */
    orderNo: z.string().nullable(),
    /** The timed stay the card paid for (reason 'timedStay'). */
    stay: ChargedStay.nullable(),
    ...Seller,
    balanceAfter: z.number().int().min(0),
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), reason: 'sale', stay: null }) } },
);

/** A refund of a window sale the card paid for (issue 29): the money goes back on the card. */
export const CardRefunded = defineEvent(
  'CardRefunded',
  z.object({
    cardNo: z.string(),
    scenicAreaID: z.number().int(),
    amount: z.number().int().positive(),
    /** The sale the card paid for and the refund order giving it back. */
    orderNo: z.string(),
    refundNo: z.string(),
    ...Seller,
    balanceAfter: z.number().int().min(0),
  }),
);

export const CardRenewed = defineEvent(
  'CardRenewed',
  z.object({
    cardNo: z.string(),
    scenicAreaID: z.number().int(),
    /** The card's kind (the shift summary counts the money under it). */
    ticketCate: z.number().int(),
    option: z.string(),
    period: z.object({ unit: z.enum(PERIOD_UNITS), count: z.number().int() }),
    ...Validity.shape,
    amount: z.number().int().positive(),
    payment: PaymentRecord,
    ...Seller,
  }),
);

const Action = z.object({ cardNo: z.string(), ...Seller });
export const CardReportedLost = defineEvent('CardReportedLost', Action);
export const CardUnreported = defineEvent('CardUnreported', Action);
/** The card no longer belongs to its holder (their name, ID and face are no longer on it). */
export const CardUnbound = defineEvent('CardUnbound', Action);

/** On the old card's stream: the number is dead; everything moved to `newCardNo`. */
export const CardReplaced = defineEvent(
  'CardReplaced',
  z.object({
    cardNo: z.string(),
    newCardNo: z.string(),
    scenicAreaID: z.number().int(),
    ticketCate: z.number().int(),
    /** The replacement fee of the ticket type (patchCard), fen. */
    fee: z.number().int().min(0),
    payment: PaymentRecord.nullable(),
    ...Seller,
  }),
);

/** The first event of a replacement card's stream: all the old card held, under the new number. */
export const CardReissued = defineEvent(
  'CardReissued',
  z.object({
    cardNo: z.string(),
    fromCardNo: z.string(),
    sold: CardSold.schema,
    status: z.enum(['notActivated', 'active']),
    holder: Holder.nullable(),
    validity: Validity.nullable(),
    balance: z.number().int().min(0),
    uses: z.array(
      z.object({
        zoneId: z.number().int(),
        limit: z.number().int().nullable(),
        perDay: z.number().int().nullable(),
        spent: z.number().int(),
        spentOn: z.record(z.string(), z.number().int()),
      }),
    ),
    ...Seller,
  }),
);

export const CARD_OWN_EVENTS = [
  CardSold,
  CardActivated,
  CardRecharged,
  CardCharged,
  CardRefunded,
  CardRenewed,
  CardReportedLost,
  CardUnreported,
  CardUnbound,
  CardReplaced,
  CardReissued,
] as const;
export const cardEvents = eventCatalog([...CARD_OWN_EVENTS, TicketPassed, PassDenied, PassReturned]);
export type CardEvent = EventOf<
  (typeof CARD_OWN_EVENTS)[number] | typeof TicketPassed | typeof PassDenied | typeof PassReturned
>;
export type CardSold = EventOf<typeof CardSold>;
export type CardReissued = EventOf<typeof CardReissued>;
export type CardCharged = EventOf<typeof CardCharged>;
export type CardRefunded = EventOf<typeof CardRefunded>;
