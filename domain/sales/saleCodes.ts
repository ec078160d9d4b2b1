// The coded values of sales (spec 001 §4, §9; spec 002 §4), stored and sent as codes.

/** Payment methods (spec 001 §9), in the spec's order; the code is the index. */
export const PAYMENT_METHODS = [
  'cash',
  'wechat',
  'alipay',
  'unionpay',
  'credit',
  'paymentCode',
  'miniProgram',
  'officialAccount',
  'online',
  'cityCard',
  'scan',
  /** A stored-value card's balance (issue 16): the sale charges the card in the same append. */
  'storedCard',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a seller can take at the window: cash, a payment code through the provider, and the
 *  methods settled outside the system (a card terminal, …), recorded as such. */
export const WINDOW_RECORDED_METHODS = ['wechat', 'alipay', 'unionpay', 'cityCard', 'scan'] as const;
export const WINDOW_METHODS = ['cash', 'paymentCode', ...WINDOW_RECORDED_METHODS] as const;
/**
 * A sale (not a price difference, nor a card's own money) may also be paid from a stored-value
 * card's balance, or on credit: from the credit account of the travel agency it names (issue 29).
 */
export const SELL_METHODS = [...WINDOW_METHODS, 'storedCard', 'credit'] as const;

/** Where a sale came from (spec 001 §9); the mini-program (spec 002 mn_ routes) came with visitor booking. */
export const SALE_SOURCES = [
  'window',
  'ota',
  'officialAccount',
  'terminal',
  'handheld',
  'miniProgram',
  /** An approved travel-agency order (issue 15). */
  'travelAgency',
] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/** Ticket status codes (spec 002 §4); the window's "not activated" / "partially used" come later. */
export const TICKET_STATUS = {
  inStock: 0,
  issued: 1,
  notVerified: 2,
  verified: 3,
  refunded: 4,
  voided: 5,
  disabled: 6,
  reportedLost: 7,
  expired: 8,
} as const;
export type TicketStatusName = keyof typeof TICKET_STATUS;
export type TicketStatus = (typeof TICKET_STATUS)[TicketStatusName];

/** Order statuses (spec 001 §4): 1 is a sale and 3 a refund in the shift summary. */
export const ORDER_STATUS = { paid: 1, unpaid: 2, refundedNotReturned: 3, refunded: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** An order holds at most this many tickets (spec 001 §9: order import max 100 per order). */
export const MAX_TICKETS_PER_ORDER = 100;
/** Order numbers: 18 characters starting DD; ticket numbers: 18 characters (spec 001 §9). */
export const ORDER_NO_LENGTH = 18;
export const TICKET_NO_LENGTH = 18;
/** What the ticket query accepts (spec 001 §5). */
export const ORDER_QUERY_MAX = 24;

/** Tourist kinds that are not "special": any mix of them may share an order (spec 001 §5 says
 *  special tourist types allow only one kind per order; adults and children are the ordinary ones). */
export const ORDINARY_TOURIST_TYPES = [0, 1] as const;
