// Given/when/then material for the visitor's booking (domain/booking/booking.ts): the sale
// fixtures' types made bookable, and a valid submission of two adults that a test changes one
// thing of. Now is 10:00 on 2026-11-25 in Shanghai; the play date is the next day.
import type { BookingTicketType, SubmitBooking } from '../../../domain/booking/booking.ts';
import type { WxSubmitOrder } from '../../../domain/booking/visitorApi.schema.ts';
import { FEE_METHOD, TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { ADULT, ANNUAL, AREA, CHILD, NOW } from '../sales/saleFixtures.ts';

export { AREA, NOW };
export const ID = '11010519491231002X';
const bookable = { isAppointmentEnable: true, saleStartTime: null, saleEndTime: null, limitCount: 0 };
export const B_ADULT: BookingTicketType = { ...ADULT, ...bookable };
export const B_CHILD: BookingTicketType = { ...CHILD, ...bookable };
export const B_REAL_NAME: BookingTicketType = { ...ANNUAL, ...bookable, useDays: 1 };
export const B_GROUP: BookingTicketType = {
  ...ADULT,
  ...bookable,
  id: 8,
  ticketTypeName: '团队票',
  ticketPrice: 5000,
  ticketCate: TICKET_CATE.group,
};
export const B_TIMED: BookingTicketType = { ...ADULT, ...bookable, id: 9, ticketFeeMethod: FEE_METHOD.timed };
export const SLOT = { id: 4, name: '上午', startPeriod: '0900', endPeriod: '1200', limitCount: 50 };

type Line = { ticketTypeID: number; ticketCount: number };

/** A submission; `input` fields and `ticketParams` fields override, then the rest. */
export function submit(
  input: Partial<Omit<WxSubmitOrder, 'ticketParams'>> & {
    lines?: Line[];
    playDate?: string;
    company?: string;
  } = {},
  rest: Partial<SubmitBooking> = {},
): SubmitBooking {
  const {
    lines = [{ ticketTypeID: B_ADULT.id, ticketCount: 2 }],
    playDate = '2026-11-26',
    company = '',
    ...fields
  } = input;
  const types = new Map([B_ADULT, B_CHILD, B_REAL_NAME, B_GROUP, B_TIMED].map((t) => [t.id, t]));
  const amount = lines.reduce(
    (fen, l) => fen + (types.get(l.ticketTypeID)?.ticketPrice ?? 0) * l.ticketCount,
    0,
  );
  const group = fields.group ?? false;
  const count = group ? 1 : lines.reduce((n, l) => n + l.ticketCount, 0);
  return {
    now: NOW,
    timeZone: 'Asia/Shanghai',
    channel: 'wx',
    orderNo: 'WX1',
    ticketNos: Array.from({ length: count }, (_, i) => `T${i + 1}`),
    input: {
      scenicAreaID: AREA,
      openid: 'o1',
      requestId: '00000000-0000-4000-8000-000000000001',
      payWay: 1,
      orderAmount: amount,
      discountAmount: 0,
      ticketTypeID: lines[0]?.ticketTypeID ?? 0,
      touristIDCardNum: '',
      appointmentID: SLOT.id,
      group,
      channel: 'wx',
      ticketParams: {
        touristInfo: {
          touristName: '张三',
          touristMobile: '13800138000',
          touristResidence: '北京',
          touristSex: 0,
          touristPhoto: '',
          touristCompany: company,
        },
        ticketArray: lines,
        appointmentStartTime: `${playDate} 09:00:00`,
        appointmentEndTime: `${playDate} 12:00:00`,
      },
      ...fields,
    },
    types,
    discountRules: [],
    slot: SLOT,
    areaHasSlots: true,
    holdMinutes: 15,
    ...rest,
  };
}
