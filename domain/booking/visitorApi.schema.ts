// The visitor ordering calls (spec 002 §7) as the pages send them and the server answers them: one
// schema for both. Paths are under /api; answers use the codebase's `{ msg, data }` shapes
// (domain/http/replies.ts). Visitors carry no staff token: they carry the visitor token issued for
// their openid (`X-Visitor-Token`, see api/src/booking/visitorIdentity.ts); the `openid` fields the
// spec sends are kept and must match the token's.
import { z } from 'zod';
import { Int4Id, QueryId, singleLine } from '../inputBounds.ts';
import { LocalDate } from '../masterData/fields.ts';
import { idCardProblem } from './idCardCheck.ts';

export const NAME_MAX = 12;
export const UNIT_MAX = 18;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
export const GROUP_MIN = 5;
export const GROUP_MAX = 200;
/** limitCount 0 means unlimited, treated as 999 (spec 002 §5). */
export const UNLIMITED_PURCHASE = 999;
/** 11 digits: 1, then 3, 4, 5, 7, 8 or 9 (spec 002 §5). */
export const MOBILE_PATTERN = /^1[345789]\d{9}$/;
/** payWay (spec 002 §9): 9 zero amount / group confirm, 10 appointment or price difference. */
export const PAY_WAY = { zeroAmount: 9, appointment: 10 } as const;
/** Minutes an unpaid order holds its places before it expires. */
export const DEFAULT_HOLD_MINUTES = 15;

const Openid = singleLine(z.string().min(1).max(64));
/** "2026-11-25 09:00:00": a local date-time in the scenic area's time zone. */
export const LocalDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/);

// ------------------------------------------------------------------ identity

/** GET /api/wechat/visitorSession?code= → the visitor's openid and token (sandbox: no code needed). */
export const VisitorSessionQuery = z.object({
  code: singleLine(z.string().max(128)).optional(),
  scenicAreaID: QueryId,
});
export const VisitorSession = z.object({
  openid: z.string(),
  token: z.string(),
  /** True on the embedded default: a sandbox identity, labelled on the page. */
  sandbox: z.boolean(),
  /** Where to send the browser for the messaging app's OAuth when `code` is missing (production). */
  authorizeUrl: z.string().nullable(),
  /** The scenic area's time zone: "today" and slot times are judged in it, not the phone's. */
  timeZone: z.string(),
});
export type VisitorSession = z.infer<typeof VisitorSession>;

/** GET /api/wechat/findWXUser?openid= */
export const WxUser = z.object({
  openid: z.string(),
  scenicAreaID: z.number(),
  remarks: z.string(),
  headimgurl: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  nickname: z.string(),
  sandbox: z.boolean(),
});
export type WxUser = z.infer<typeof WxUser>;

// ------------------------------------------------------------------ places

/** POST /api/sell/getRemainTicketCount */
export const RemainQuery = z.object({
  ticketTypeID: Int4Id,
  /** The play date with the slot's start ("2026-11-25 09:00:00") or the date alone. */
  startTime: LocalDateTime.or(LocalDate),
  endTime: LocalDateTime.or(LocalDate).optional(),
  appointmentID: Int4Id.nullable().optional(),
});
export type RemainQuery = z.infer<typeof RemainQuery>;
export const RemainAnswer = z.object({
  /** Places left now (held and confirmed places counted); null when the slot is unlimited. */
  remainTicketCount: z.number().int().nullable(),
  limitCount: z.number().int(),
});
export type RemainAnswer = z.infer<typeof RemainAnswer>;

// ------------------------------------------------------------------ submit, pay, confirm

export const TouristInfo = z.object({
  touristName: singleLine(
    z.string().trim().min(1, 'i18n:TOURIST_NAME_REQUIRED').max(NAME_MAX, 'i18n:TOURIST_NAME_TOO_LONG'),
  ),
  touristMobile: z
    .string()
    .trim()
    .min(1, 'i18n:MOBILE_REQUIRED')
    .regex(MOBILE_PATTERN, 'i18n:MOBILE_INVALID'),
  touristResidence: singleLine(z.string().max(100)).default(''),
  touristSex: z.number().int().min(0).max(2).default(2),
  touristPhoto: z.string().max(200).default(''),
  /** The unit of a group booking (≤ 18). */
  touristCompany: singleLine(z.string().trim().max(UNIT_MAX, 'i18n:UNIT_TOO_LONG')).default(''),
});

export const TicketCount = z.object({
  ticketTypeID: Int4Id,
  ticketCount: z
    .number()
    .int()
    .min(QUANTITY_MIN, 'i18n:QUANTITY_RANGE')
    .max(GROUP_MAX, 'i18n:QUANTITY_RANGE'),
});

/** An ID number as the form checks it (only sent when the ticket type is real-name). */
export const IdCardNumber = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : idCardProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `i18n:${problem}` });
  });

/** POST /api/sell/wxSubmitOrder */
export const WxSubmitOrder = z.object({
  scenicAreaID: Int4Id,
  openid: Openid,
  /** The page's idempotency key: a resubmit with the same id answers the first order. */
  requestId: z.string().uuid(),
  payWay: z.number().int(),
  /** What the page showed, fen; a different server amount refuses the order (ORDER_AMOUNT_CHANGED). */
  orderAmount: z.number().int().min(0),
  discountAmount: z.number().int().min(0).default(0),
  ticketTypeID: Int4Id,
  touristIDCardNum: IdCardNumber.default(''),
  /** The appointment slot (appointmentConfig id) for time-slot tickets. */
  appointmentID: Int4Id.nullable().default(null),
  /** True for the group form (one group type, head count 5–200, unit required). */
  group: z.boolean().default(false),
  /** The messaging app (wx_ routes) or the mini-program (mn_ routes). */
  channel: z.enum(['wx', 'mn']).default('wx'),
  ticketParams: z.object({
    touristInfo: TouristInfo,
    ticketArray: z.array(TicketCount).min(1, 'i18n:NOTHING_CHOSEN').max(10),
    appointmentStartTime: LocalDateTime,
    appointmentEndTime: LocalDateTime,
  }),
});
export type WxSubmitOrder = z.infer<typeof WxSubmitOrder>;
export type WxSubmitOrderDraft = z.input<typeof WxSubmitOrder>;

/**
 * The body wxSubmitOrder takes: the spec's payload (§3) as its pages send it — no requestId (derived
 * from the visitor, the payload and a short window), no appointmentID (the slot is the one the times
 * name), the ID number as touristIDCardNum or, in one variant, ticketUserIDNum — or ours with both.
 */
export const WxSubmitOrderCall = WxSubmitOrder.extend({
  requestId: z.string().uuid().optional(),
  appointmentID: Int4Id.nullable().optional(),
  ticketUserIDNum: IdCardNumber.optional(),
});
export type WxSubmitOrderCall = z.infer<typeof WxSubmitOrderCall>;

/** The messaging app's JSAPI parameters (sandbox values on the sandbox; null for zero-amount orders). */
export const JsapiResult = z.object({
  appid: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  prepayID: z.string(),
  signType: z.string(),
  paySign: z.string(),
  orderID: z.string(),
});

export const SubmitAnswer = z.object({
  result_msg: z.string(),
  orderID: z.string(),
  orderAmount: z.number().int(),
  /** 'pending' until paid; 'paid' at once for a zero-amount order (payWay 9, 预约成功). */
  status: z.enum(['pending', 'paid']),
  /** When unpaid places are released (ISO, UTC). */
  expiresAt: z.string(),
  JSAPI_result: JsapiResult.nullable(),
  /** The sandbox payment page to open (embedded default), else null. */
  sandboxPayUrl: z.string().nullable(),
  replayed: z.boolean(),
});
export type SubmitAnswer = z.infer<typeof SubmitAnswer>;

/** POST /api/sell/wxConfirmOrder: asks whether the order is paid (the provider's notice decides). */
export const WxConfirmOrder = z
  .object({
    openid: Openid,
    orderID: singleLine(z.string().min(1).max(24)),
    payWay: z.number().int().optional(),
  })
  .passthrough();
export const OrderStatus = z.enum(['pending', 'paid', 'expired', 'refunded', 'partlyRefunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ConfirmAnswer = z.object({ orderID: z.string(), status: OrderStatus });

// ------------------------------------------------------------------ orders and tickets

/** GET /api/order/wxOrderList?openid= */
export const WxOrderListQuery = z.object({ openid: Openid.optional() });
export const VisitorOrderRow = z.object({
  orderID: z.string(),
  /** ISO UTC; shown in the area's time zone. */
  orderTime: z.string(),
  timeZone: z.string(),
  ticketNum: z.number().int(),
  orderAmount: z.number().int(),
  ticketTypeName: z.string(),
  playDate: z.string(),
  /** "09:00-10:00" or null for a whole-day booking. */
  slot: z.string().nullable(),
  status: OrderStatus,
  /** Uses left over the order's tickets (null when unlimited). */
  remainTimes: z.number().int().nullable(),
  /** Minutes left of a timed ticket, else null. */
  remainMinutes: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
});
export type VisitorOrderRow = z.infer<typeof VisitorOrderRow>;

/** GET /api/order/wxTicketList?openid=&orderID= and GET /api/order/query?orderID= */
export const WxTicketListQuery = z.object({
  openid: Openid.optional(),
  orderID: singleLine(z.string().min(1).max(24)),
});
export const VisitorTicketRow = z.object({
  ticketID: z.string(),
  subTicketID: z.string(),
  uniqID: z.string(),
  ticketTypeID: z.number(),
  ticketTypeName: z.string(),
  ticketPrice: z.number().int(),
  transPrice: z.number().int(),
  ticketStart: z.string(),
  ticketEnd: z.string(),
  /** Spec 002 §4: 0 in stock … 3 verified, 4 refunded, 5 voided, 6 disabled, 7 lost, 8 expired. */
  ticketStatus: z.number().int(),
  ticketFeeMethod: z.number().int(),
  isRefund: z.number().int(),
  /** -1 needs review, 0 under review, 1 reviewed, 2 rejected, 3 review failed; null when no review. */
  refundCheckStatus: z.number().int().nullable(),
  isRefundCheck: z.number().int(),
  ticketRemark: z.string(),
  orderOperator: z.string(),
  scenicAreaID: z.number(),
  /** The signed code the QR carries (what a gate scans). */
  qrCode: z.string(),
});
export type VisitorTicketRow = z.infer<typeof VisitorTicketRow>;

// ------------------------------------------------------------------ refunds

/** POST /api/refundTicketCheck/checkOperate (operate 0: submit for review). */
export const CheckOperate = z.object({
  operate: z.literal(0),
  /** Not sent by the spec's page: the visitor token says who asks. */
  openid: Openid.optional(),
  paramsList: z
    .array(
      z.object({
        ticketIndex: z.number().int().optional(),
        ticketID: singleLine(z.string().min(1).max(18)),
        subTicketID: z.string().max(18).optional(),
        operator: z.string().max(64).optional(),
        scenicAreaID: Int4Id,
      }),
    )
    .min(1, 'i18n:REFUND_SELECT_TICKETS')
    .max(99),
});

const TicketNo = singleLine(z.string().min(1).max(18));

/** POST /api/sell/ticketBasicOperate (operate 5: direct refund). */
export const TicketBasicOperate = z.object({
  operate: z.literal(5),
  /** Not sent by the spec's page: the visitor token says who asks. */
  openid: Openid.optional(),
  scenicAreaID: Int4Id,
  orderID: singleLine(z.string().min(1).max(24)),
  refundAmount: z.number().int().min(0),
  orderAmount: z.number().int().min(0).optional(),
  payWay: z.number().int().optional(),
  /** The spec's page sends the ticked ticket rows (objects with ticketID); ticket numbers do too. */
  ticketList: z
    .array(TicketNo.or(z.looseObject({ ticketID: TicketNo }).transform((t) => t.ticketID)))
    .min(1, 'i18n:REFUND_SELECT_TICKETS')
    .max(99),
});
export const RefundAnswer = z.object({
  msgCode: z.enum(['success', 'failed']),
  refundNo: z.string().nullable(),
});

// ------------------------------------------------------------------ price difference (timed tickets)

/** GET /api/ticket/getPriceDifferentData?ticketTypeID=&ticketID= */
export const PriceDifferenceQuery = z.object({
  ticketTypeID: QueryId.optional(),
  ticketID: singleLine(z.string().min(1).max(18)),
});
export const PriceDifferenceData = z.object({
  priceDifferentAmount: z.number().int(),
  remainValidTime: z.number().int().nullable(),
  withholdTime: z.number().int(),
});
/** POST /api/sell/priceDifferentConfirmOrder */
export const PriceDifferentConfirm = z.object({
  openid: Openid,
  ticketID: singleLine(z.string().min(1).max(18)),
  orderAmount: z.number().int().min(0),
  payWay: z.number().int().optional(),
  orderID: z.string().max(24).optional(),
  scenicAreaID: Int4Id.optional(),
  discountAmount: z.number().int().optional(),
});
