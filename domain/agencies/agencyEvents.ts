// The events of travel-agency credit and orders (issue 15). Streams: `agency-credit-<agencyId>`
// (recharges, holds, deductions, releases, window sales on credit, refunds) and `agency-order-<orderNo>` (saved, submitted,
// approved, rejected). Submitting on account appends the order and the hold together; approval
// appends the order's approval, the deduction and the sale (order and tickets) together.
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { OrderTourist } from './agencyOrder.schema.ts';
import { BaseInfo } from './orderInfo.schema.ts';

const Agency = { travelAgencyID: z.number().int(), scenicAreaID: z.number().int() };
const Actor = { actorID: z.number().int(), actorAccount: z.string() };

export const CreditRecharged = defineEvent(
  'CreditRecharged',
  z.object({
    ...Agency,
    ...Actor,
    rechargeNo: z.string(),
    amount: z.number().int().positive(),
    remark: z.string(),
  }),
);
export const CreditHeld = defineEvent(
  'CreditHeld',
  z.object({ ...Agency, orderNo: z.string(), amount: z.number().int().min(0) }),
);
export const CreditDeducted = defineEvent(
  'CreditDeducted',
  z.object({ ...Agency, orderNo: z.string(), amount: z.number().int().min(0) }),
);
export const CreditReleased = defineEvent(
  'CreditReleased',
  z.object({ ...Agency, orderNo: z.string(), amount: z.number().int().min(0) }),
);

/** A window sale on credit (issue 29): the agency named as the one who owes pays from its credit. */
export const CreditCharged = defineEvent(
  'CreditCharged',
  z.object({
    ...Agency,
    orderNo: z.string(),
    amount: z.number().int().positive(),
    sellerID: z.number().int(),
    sellerAccount: z.string(),
  }),
);
/** A refund of a sale paid from the agency's credit (on account or on credit): the money goes back. */
export const CreditRefunded = defineEvent(
  'CreditRefunded',
  z.object({
    ...Agency,
    /** The sale paid from the credit, and the refund order giving it back. */
    orderNo: z.string(),
    refundNo: z.string(),
    amount: z.number().int().positive(),
  }),
);

export const creditEvents = eventCatalog([
  CreditRecharged,
  CreditHeld,
  CreditDeducted,
  CreditReleased,
  CreditCharged,
  CreditRefunded,
]);
export type CreditEvent =
  | EventOf<typeof CreditRecharged>
  | EventOf<typeof CreditHeld>
  | EventOf<typeof CreditDeducted>
  | EventOf<typeof CreditReleased>
  | EventOf<typeof CreditCharged>
  | EventOf<typeof CreditRefunded>;

/** The order as saved: information, tourists priced by the server, and its amount (fen). */
export const AgencyOrderContent = z.object({
  playStartTime: z.iso.date(),
  playEndTime: z.iso.date(),
  payType: z.number().int(),
  guideName: z.string(),
  guideMobile: z.string(),
  guideIDCard: z.string(),
  baseInfo: BaseInfo,
  priorityTicketTypeID: z.number().int().nullable(),
  tourists: z.array(OrderTourist),
  amount: z.number().int().min(0),
});
export type AgencyOrderContent = z.infer<typeof AgencyOrderContent>;

export const AgencyOrderSaved = defineEvent(
  'AgencyOrderSaved',
  z.object({
    ...Agency,
    ...Actor,
    orderNo: z.string(),
    travelAgencyName: z.string(),
    content: AgencyOrderContent,
  }),
);
export const AgencyOrderSubmitted = defineEvent(
  'AgencyOrderSubmitted',
  z.object({ ...Agency, ...Actor, orderNo: z.string(), amount: z.number().int(), payType: z.number().int() }),
);
export const AgencyOrderApproved = defineEvent(
  'AgencyOrderApproved',
  z.object({ ...Agency, ...Actor, orderNo: z.string(), saleOrderNo: z.string() }),
);
export const AgencyOrderRejected = defineEvent(
  'AgencyOrderRejected',
  z.object({ ...Agency, ...Actor, orderNo: z.string(), note: z.string() }),
);

export const agencyOrderEvents = eventCatalog([
  AgencyOrderSaved,
  AgencyOrderSubmitted,
  AgencyOrderApproved,
  AgencyOrderRejected,
]);
export type AgencyOrderEvent =
  | EventOf<typeof AgencyOrderSaved>
  | EventOf<typeof AgencyOrderSubmitted>
  | EventOf<typeof AgencyOrderApproved>
  | EventOf<typeof AgencyOrderRejected>;

export const creditStreamId = (agencyId: number) => `agency-credit-${agencyId}`;
export const agencyOrderStreamId = (orderNo: string) => `agency-order-${orderNo}`;
