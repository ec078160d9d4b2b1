// Given/when/then material for the sale's rules: two ordinary types, a real-name type with a photo,
// a special-tourist pair, and a command that a test changes one thing of.
import type { SellTickets } from '../../../domain/sales/sale.schema.ts';
import type { SellCommand } from '../../../domain/sales/sale.ts';
import type { SaleTicketType } from '../../../domain/sales/saleTicketType.ts';

export const AREA = 7;

const base: SaleTicketType = {
  id: 0,
  scenicAreaID: AREA,
  ticketTypeName: '',
  ticketPrice: 0,
  isEnable: true,
  touristType: 0,
  ticketCate: 0,
  ticketFeeMethod: 0,
  startingType: 0,
  startingDate: null,
  useDays: 1,
  isRealName: false,
  needsPhoto: false,
  enterMode: 0,
  manyPeopleOneTicket: false,
  mustCollect: false,
  refundCheck: false,
  zones: [],
};

export const ADULT = { ...base, id: 1, ticketTypeName: '成人票', ticketPrice: 8000 };
export const CHILD = { ...base, id: 2, ticketTypeName: '儿童票', ticketPrice: 4000, touristType: 1 };
export const ANNUAL = {
  ...base,
  id: 3,
  ticketTypeName: '年卡',
  ticketPrice: 20000,
  isRealName: true,
  needsPhoto: true,
  useDays: 365,
};
export const STUDENT = { ...base, id: 4, ticketTypeName: '学生票', ticketPrice: 4000, touristType: 2 };
export const SENIOR = { ...base, id: 5, ticketTypeName: '老人票', ticketPrice: 4000, touristType: 3 };
export const GROUP = {
  ...base,
  id: 6,
  ticketTypeName: '团队票',
  ticketPrice: 5000,
  manyPeopleOneTicket: true,
  enterMode: 1,
};

export const HOLDER = {
  name: '张三',
  idNumber: '11010519491231002X',
  mobile: '13800138000',
  photoId: 'a'.repeat(64),
};

export const NOW = new Date('2026-11-25T02:00:00Z'); // 10:00 in Asia/Shanghai

/** A valid cash sale of two adults; `input` and the rest override. */
export function sellCommand(input: Partial<SellTickets> = {}, rest: Partial<SellCommand> = {}): SellCommand {
  const full: SellTickets = {
    requestId: '00000000-0000-4000-8000-000000000001',
    scenicAreaID: AREA,
    lines: [{ ticketTypeID: ADULT.id, count: 2, tourists: [] }],
    oneTicketForMany: false,
    payment: { method: 'cash', receivedFen: 100_000 },
    sellAgain: false,
    ...input,
  };
  const count = full.oneTicketForMany ? 1 : full.lines.reduce((n, l) => n + l.count, 0);
  return {
    now: NOW,
    timeZone: 'Asia/Shanghai',
    sellerID: 9,
    sellerAccount: 'seller',
    orderNo: 'DD2611250000000001',
    ticketNos: Array.from({ length: count }, (_, i) => `26112500000000000${i + 1}`.slice(-18)),
    input: full,
    types: new Map([ADULT, CHILD, ANNUAL, STUDENT, SENIOR, GROUP].map((t) => [t.id, t])),
    discountRules: [],
    payment:
      full.payment.method === 'cash'
        ? full.payment
        : { method: 'paymentCode', outcome: { status: 'approved', transactionId: 'T1' } },
    alreadyHeld: [],
    ...rest,
  };
}
