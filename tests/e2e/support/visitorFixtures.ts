// Answers for the visitor calls the server does not make yet (spec 002 §7), in the contract's shapes
// (domain/booking/visitorApi.schema.ts): the screenshot script serves them when the real server
// answers an error or nothing. Money in fen; times as the server sends them.

import type {
  VisitorOrderRow,
  VisitorSession,
  VisitorTicketRow,
  WxUser,
} from '../../../domain/booking/visitorApi.schema.ts';
import type { ZoneParamsRow } from '../../../domain/gates/gate.schema.ts';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';

export const OPENID = 'sandbox-openid-0001';
export const ORDER_PAID = 'W20260510000123';
export const ORDER_TIMED = 'W20260510000124';
export const ORDER_PENDING = 'W20260510000125';

const page = <T>(rows: T[]) => ({ msg: '', data: [rows, rows.length] });
const ok = <T>(data: T) => ({ msg: '', data });

export const session: VisitorSession = {
  openid: OPENID,
  token: 'sandbox-token',
  sandbox: true,
  authorizeUrl: null,
  timeZone: 'Asia/Shanghai',
};

export const publicConfig = {
  id: 1,
  scenicArea: { name: '示范景区', remark: '山水相依 · 四季皆景' },
  scenicIntroduction:
    '示范景区位于城市西郊，占地 12 平方公里，有湖泊、古寺、竹林步道与观景台。春赏花、夏观荷、秋看枫、冬听雪。',
  scenicAddress: '西湖区龙井路 1 号',
  dueToThat: '1. 请至少提前一天预约。\n2. 入园时请出示二维码与本人身份证。\n3. 1.2 米以下儿童免票。',
  backToThat: '未使用的门票可在游玩日前申请退票。',
  takeTicketAddress: '08:00-18:00（17:00 停止入园）',
  directionsForUse: '游客中心：南门广场，电话 0571-88888888。',
  serviceTel: '0571-88888888',
};

const base: PublicTicketType = {
  id: 0,
  scenicAreaID: 1,
  ticketTypeName: '',
  ticketPrice: 0,
  ticketDisplayPrice: 0,
  ticketFeeMethod: 0,
  ticketCate: 0,
  photoPathLogo: '',
  isAppointmentEnable: 0,
  isRefundCheck: 0,
  reservationInstructions: '请在预约时段内入园，过时作废。',
  detailsExplain: '',
  enterMode: 0,
  saleStartTime: null,
  saleEndTime: null,
  isRealName: 0,
  limitCount: 0,
};

export const perCountTypes: PublicTicketType[] = [
  {
    ...base,
    id: 101,
    ticketTypeName: '成人票',
    ticketPrice: 8000,
    ticketDisplayPrice: 10000,
    photoPathLogo: 'ticket/adult.jpg',
    isAppointmentEnable: 1,
    isRealName: 1,
    limitCount: 5,
    detailsExplain: '含景区大门票与观光车一次。',
  },
  {
    ...base,
    id: 102,
    ticketTypeName: '儿童票',
    ticketPrice: 4000,
    ticketDisplayPrice: 5000,
    isRefundCheck: 1,
  },
  { ...base, id: 103, ticketTypeName: '老年票', ticketPrice: 0, ticketDisplayPrice: 5000 },
];

export const timedTypes: PublicTicketType[] = [
  {
    ...base,
    id: 201,
    ticketTypeName: '游船计时票',
    ticketPrice: 3000,
    ticketDisplayPrice: 0,
    ticketFeeMethod: 1,
  },
];

export const groupTypes: PublicTicketType[] = [
  {
    ...base,
    id: 301,
    ticketTypeName: '团体票（学生）',
    ticketPrice: 3000,
    ticketDisplayPrice: 8000,
    ticketCate: 1,
  },
  {
    ...base,
    id: 302,
    ticketTypeName: '团体票（单位）',
    ticketPrice: 6000,
    ticketDisplayPrice: 8000,
    ticketCate: 1,
    isRealName: 1,
  },
];

export const slots = [
  {
    id: 11,
    scenicAreaID: 1,
    scenicAreaName: '示范景区',
    appointmentConfigName: '上午场',
    startPeriod: '0800',
    endPeriod: '1200',
    limitCount: 200,
  },
  {
    id: 12,
    scenicAreaID: 1,
    scenicAreaName: '示范景区',
    appointmentConfigName: '下午场',
    startPeriod: '1200',
    endPeriod: '1800',
    limitCount: 0,
  },
];

const order = (over: Partial<VisitorOrderRow>): VisitorOrderRow => ({
  orderID: ORDER_PAID,
  orderTime: '2026-05-10T01:23:00Z',
  timeZone: 'Asia/Shanghai',
  ticketNum: 2,
  orderAmount: 16000,
  ticketTypeName: '成人票',
  playDate: '2026-05-12',
  slot: '08:00-12:00',
  status: 'paid',
  remainTimes: 2,
  remainMinutes: null,
  expiresAt: null,
  ...over,
});

export const orders: VisitorOrderRow[] = [
  order({}),
  order({
    orderID: ORDER_TIMED,
    ticketNum: 1,
    orderAmount: 3000,
    ticketTypeName: '游船计时票',
    slot: null,
    remainTimes: null,
    remainMinutes: 42,
  }),
  order({
    orderID: ORDER_PENDING,
    orderTime: '2026-05-10T02:00:00Z',
    ticketNum: 1,
    orderAmount: 4000,
    ticketTypeName: '儿童票',
    status: 'pending',
    expiresAt: '2026-05-10T02:15:00Z',
  }),
];

const ticket = (over: Partial<VisitorTicketRow>): VisitorTicketRow => ({
  ticketID: 'T2605100001',
  subTicketID: 'S2605100001',
  uniqID: 'U1',
  ticketTypeID: 101,
  ticketTypeName: '成人票',
  ticketPrice: 8000,
  transPrice: 8000,
  ticketStart: '2026-05-12 08:00',
  ticketEnd: '2026-05-12 12:00',
  ticketStatus: 2,
  ticketFeeMethod: 0,
  isRefund: 0,
  refundCheckStatus: null,
  isRefundCheck: 0,
  ticketRemark: '',
  orderOperator: OPENID,
  scenicAreaID: 1,
  qrCode: 'SCENIC:T2605100001:6f1c9a',
  ...over,
});

export function ticketsOf(orderID: string): VisitorTicketRow[] {
  if (orderID === ORDER_TIMED) {
    return [
      ticket({
        ticketID: 'T2605100009',
        subTicketID: 'S2605100009',
        ticketTypeID: 201,
        ticketTypeName: '游船计时票',
        ticketPrice: 3000,
        transPrice: 3000,
        ticketFeeMethod: 1,
        qrCode: 'SCENIC:T2605100009:aa01',
      }),
    ];
  }
  return [
    ticket({}),
    ticket({ ticketID: 'T2605100002', subTicketID: 'S2605100002', qrCode: 'SCENIC:T2605100002:9b2e' }),
    ticket({
      ticketID: 'T2605100003',
      subTicketID: 'S2605100003',
      ticketTypeID: 102,
      ticketTypeName: '儿童票',
      ticketPrice: 4000,
      transPrice: 4000,
      isRefundCheck: 1,
      isRefund: 1,
      refundCheckStatus: 2,
      ticketRemark: '请携带儿童证件重新申请',
    }),
    ticket({ ticketID: 'T2605100004', subTicketID: 'S2605100004', ticketStatus: 3 }),
  ];
}

export const zones: ZoneParamsRow[] = [
  {
    zoneID: 1,
    name: '南门',
    zoneName: '南门',
    useTimes: 2,
    useTimesByDay: 1,
    usedTimes: 1,
    usedTimesToday: 1,
    remainTimes: 1,
    remainTimesByDay: 0,
    remainValidTime: null,
    inside: true,
  },
  {
    zoneID: 2,
    name: '观光车',
    zoneName: '观光车',
    useTimes: 1,
    useTimesByDay: 1,
    usedTimes: 0,
    usedTimesToday: 0,
    remainTimes: 1,
    remainTimesByDay: 1,
    remainValidTime: null,
    inside: false,
  },
  {
    zoneID: 3,
    name: '古寺',
    zoneName: '古寺',
    useTimes: 0,
    useTimesByDay: 0,
    usedTimes: 0,
    usedTimesToday: 0,
    remainTimes: null,
    remainTimesByDay: null,
    remainValidTime: null,
    inside: false,
  },
];

export const wxUser: WxUser = {
  openid: OPENID,
  scenicAreaID: 1,
  remarks: 'wx-sandbox-app',
  headimgurl: '',
  country: '中国',
  province: '浙江',
  city: '杭州',
  nickname: '沙箱游客',
  sandbox: true,
};

/** A placeholder picture for /api/image (an SVG with a gradient and the path's name). */
export function imageSvg(path: string): string {
  const label =
    path
      .split('/')
      .pop()
      ?.replace(/\.\w+$/, '') ?? '';
  const hue = [...path].reduce((h, c) => (h + c.charCodeAt(0) * 7) % 360, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="400" viewBox="0 0 780 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,65%)"/></linearGradient></defs>
<rect width="780" height="400" fill="url(#g)"/><path d="M0 330 L200 180 L330 290 L470 150 L780 340 L780 400 L0 400Z" fill="rgba(255,255,255,.25)"/>
<text x="40" y="80" font-size="44" font-family="sans-serif" fill="#fff">${label}</text></svg>`;
}

/** The fixture answer for a visitor call, or undefined when the script has none. */
export function fixtureFor(method: string, url: URL): unknown {
  const path = url.pathname;
  const q = url.searchParams;
  if (path === '/api/wechat/visitorSession') return session;
  if (path === '/api/wechatPublicConfig') return page([publicConfig]);
  if (path === '/api/wechatPublicConfig/carouselList') {
    return ok([{ imagePath: 'carousel/lake.jpg' }, { imagePath: 'carousel/temple.jpg' }]);
  }
  if (path === '/api/ticketType/select') return page(groupTypes);
  if (path === '/api/ticketType') {
    const cate = q.get('ticketCateArray');
    if (cate === '1') return page(groupTypes);
    const fee = q.get('ticketFeeMethod');
    if (fee === '1') return page(timedTypes);
    return page(fee === '0' ? perCountTypes : [...perCountTypes, ...timedTypes]);
  }
  if (path === '/api/appointmentConfig') return q.get('ticketTypeID') === '101' ? page(slots) : page([]);
  if (path === '/api/sell/getRemainTicketCount') return ok({ remainTicketCount: 48, limitCount: 200 });
  if (path === '/api/order/wxOrderList') return ok(orders);
  if (path === '/api/order/wxTicketList') return ok(ticketsOf(q.get('orderID') ?? ''));
  if (path === '/api/ticket/getPriceDifferentData') {
    return ok({ priceDifferentAmount: 1500, remainValidTime: 42, withholdTime: 0 });
  }
  if (path === '/api/ticketZone/selectZoneParams') return ok(zones);
  if (path === '/api/wechat/findWXUser') return ok([wxUser]);
  const sandbox = /^\/api\/sandboxPay\/([^/]+)$/.exec(path);
  if (sandbox && method === 'GET') {
    return {
      orderNo: sandbox[1],
      amountFen: 16000,
      description: '成人票 × 2 · 2026-05-12 08:00-12:00',
      status: 'pending',
    };
  }
  return undefined;
}
