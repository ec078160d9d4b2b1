// Every call the three spec documents quote (000 §7, 001 §7, 002 §7), sent the way the spec's clients
// send it — the spec's names and shapes, a `token` in the body or query where the spec has one, no
// fields of ours (no requestId, no appointmentID when the times name the slot) — and each answer
// checked against the spec's answer shape. Gate devices, terminals and existing mobile pages speak
// exactly this; docs/features/spec-clients.md says what is accepted and what is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idNumber } from '../domain/agencies/idNumbers.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { waitFor } from '../support/waitFor.ts';
import { type BookingFixture, bookingFixture, type Visitor } from './booking/bookingSupport.ts';
import { type Answer, apiClient, type CallOptions } from './support/apiClient.ts';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let f: BookingFixture;
let visitor: Visitor;
let admin: string;
let seller: { token: string; id: number };
let agency: { token: string; id: number; userId: number };

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  f = await bookingFixture(server);
  visitor = await f.visitor();
  admin = await api.login('admin');
  const signIn = async (account: string) => {
    const res = await api.call<{ token: string; user: { id: number } }>('POST', '/login', {
      body: { account, password: 'demo-pass-1', userType: 'CLIENT' },
    });
    return { token: res.body.token, id: res.body.user.id };
  };
  seller = await signIn('seller');
  const agencyUser = await signIn('agency');
  const { rows } = await server.running.ctx.pool.query(
    `select id from travel_agencies where name = '示范旅行社'`,
  );
  agency = { token: agencyUser.token, id: rows[0].id as number, userId: agencyUser.id };
});
afterAll(() => server?.close());

/** Present (any value, null included), but not missing. */
const present = z.custom<unknown>((v) => v !== undefined, 'missing');
/** The codebase's answer around the spec's data: `msg` '' means success. */
const okOf = <T extends z.ZodType>(data: T) => z.object({ msg: z.literal(''), data });
/** The spec's `[list, count]` of a list call. */
const pageOf = <T extends z.ZodType>(row: T) => okOf(z.tuple([z.array(row), z.number().int()]));
/** The spec's agency answers: res_code "success" means OK. */
const agencyOkOf = <T extends z.ZodType>(data: T) =>
  z.object({ res_code: z.literal('success'), res_msg: z.string(), data });

/** Sends a spec call and checks status 200 and the answer's shape; answers the parsed body. */
async function specCall<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  shape: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const res: Answer = await api.call(method, path, options);
  const said = `${method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`;
  expect(res.status, said).toBe(200);
  const parsed = shape.safeParse(res.body);
  expect(parsed.success, `${said}\n${parsed.error?.message ?? ''}`).toBe(true);
  return parsed.data as z.infer<S>;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const visitorHeaders = () => ({ 'x-visitor-token': visitor.token });

describe('spec 000 §7: sign-in and system', () => {
  it('POST /api/login', async () => {
    await specCall(
      'POST',
      '/login',
      z.object({
        msg: z.literal(''),
        token: z.string().min(1),
        user: z.object({
          id: z.number(),
          account: z.literal('admin'),
          role: present,
          scenicArea: present,
          zone: present,
          options: present,
        }),
      }),
      { body: { account: 'admin', password: 'demo-pass-1', userType: 'CLIENT' } },
    );
  });

  it('GET /api/getSoftVersion', async () => {
    await specCall('GET', '/getSoftVersion', z.object({ msg: z.literal(''), versionType: z.string() }), {
      token: admin,
    });
  });

  const SysConfigRow = z.object({
    id: z.number(),
    huijuCloudAPIUrl: z.string(),
    huijuCloudAPIUrl_enable: z.number(),
  });

  it('GET /api/sysConfig and POST /api/sysConfig/edit', async () => {
    const list = await specCall('GET', '/sysConfig', okOf(z.array(SysConfigRow).min(1)), { token: admin });
    const row = list.data[0] as z.infer<typeof SysConfigRow>;
    await specCall('POST', '/sysConfig/edit', z.object({ msg: z.literal('') }), {
      token: admin,
      body: { id: row.id, huijuCloudAPIUrl: 'https://cloud.example.com/api', huijuCloudAPIUrl_enable: 1 },
    });
  });
});

describe('spec 001 §7: ticket window, home, signage', () => {
  const Money = { Cash: z.number(), Alipay: z.number(), WeChat: z.number(), UnionPay: z.number() };
  const DutyRecord = okOf(
    z.object({
      list: z.array(
        z.object({
          orderStatus: z.number(),
          GroupCard: z.number(),
          MembershipCard: z.number(),
          OrdinaryCard: z.number(),
          StoreCard: z.number(),
          ticketCount: z.number(),
          amount: z.number(),
          preferentialAmount: z.number(),
          ...Money,
        }),
      ),
      passengerFlowList: z.array(z.unknown()),
      provinceList: z.array(z.unknown()),
    }),
  );

  it.each([1, 3])('POST /api/sell/dutyRecord (operate %i, token in the body)', async (operate) => {
    await specCall('POST', '/sell/dutyRecord', DutyRecord, {
      token: seller.token,
      body: { operate, accountID: seller.id, scenicAreaID: f.areaId, token: seller.token },
    });
  });

  it('a token in the body proves nothing: without the Authorization header the call is refused', async () => {
    const res = await api.call<{ code: string }>('POST', '/sell/dutyRecord', {
      body: { operate: 1, accountID: seller.id, scenicAreaID: f.areaId, token: seller.token },
    });
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('GET /api/homePage (token in the query)', async () => {
    const zone = (
      await server.running.ctx.pool.query('select id from zones where scenic_area_id = $1', [f.areaId])
    ).rows[0]?.id as number;
    const q = query({ token: admin, scenicAreaID: f.areaId, zoneID: zone, accountID: 1 });
    await specCall('GET', `/homePage?${q}`, okOf(z.object({}).passthrough()), { token: admin });
  });

  it('GET /api/infoPublish_element (signage: isEnable 3)', async () => {
    const q = query({ dataType: 1, pageItems: 999, pageNumber: 1, isEnable: 3, scenicAreaID: f.areaId });
    await specCall(
      'GET',
      `/infoPublish_element?${q}`,
      pageOf(z.object({ content: z.string(), remark: z.string().nullable() })),
    );
  });

  it('GET /api/infoPublish_element/checkIsUpdate', async () => {
    await specCall('GET', `/infoPublish_element/checkIsUpdate?scenicAreaID=${f.areaId}`, okOf(present));
  });

  it.each([
    ['today', {}],
    ['tomorrow, with projectID', { projectID: 1 }],
  ])('GET /api/infoPublish_program (%s, token in the query)', async (day, extra) => {
    const playDate =
      day === 'today' ? new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }) : f.playDate;
    const q = query({
      playDate,
      pageItems: 999,
      pageNumber: 1,
      token: admin,
      programStatus: 3,
      scenicAreaID: f.areaId,
      ...extra,
    });
    await specCall('GET', `/infoPublish_program?${q}`, pageOf(z.object({}).passthrough()), { token: admin });
  });
});

// ------------------------------------------------------------------ spec 002 §7: the visitor pages

const TicketTypeRow = z.object({
  id: z.number(),
  ticketTypeName: z.string(),
  ticketPrice: z.number(),
  ticketDisplayPrice: z.number(),
  ticketFeeMethod: z.number(),
  isAppointmentEnable: present,
  isRefundCheck: present,
  isRealName: present,
  limitCount: z.number(),
});
const JsapiResult = z.object({
  appid: z.string().min(1),
  timeStamp: z.string().min(1),
  nonceStr: z.string().min(1),
  prepayID: z.string().min(1),
  paySign: z.string().min(1),
  orderID: z.string().min(1),
});
const SubmitAnswer = okOf(z.object({ result_msg: z.string(), JSAPI_result: JsapiResult }).passthrough());
const VisitorTicket = z.object({
  ticketID: z.string(),
  subTicketID: z.string(),
  uniqID: z.string(),
  ticketTypeID: z.number(),
  ticketTypeName: z.string(),
  ticketPrice: z.number(),
  transPrice: z.number(),
  ticketStart: z.string(),
  ticketEnd: z.string(),
  ticketStatus: z.number(),
  ticketFeeMethod: z.number(),
  isRefund: z.number(),
  refundCheckStatus: z.number().nullable(),
  isRefundCheck: z.number(),
  ticketRemark: z.string(),
  orderOperator: z.string(),
  scenicAreaID: z.number(),
});
type VisitorTicket = z.infer<typeof VisitorTicket>;

describe('spec 002 §7: the visitor pages', () => {
  const listParams = () => ({ pageItems: 999, pageNumber: 1, scenicAreaID: f.areaId });
  let slot: number;
  let orderID: string;
  let tickets: VisitorTicket[];

  /** The spec's submit payload (§3): no requestId, the slot named by its times. */
  const submitPayload = (type: string, count: number, company = '', birth = '1990-01-01') => ({
    scenicAreaID: f.areaId,
    discountAmount: 0,
    payWay: 10,
    openid: visitor.openid,
    orderAmount: 6000 * count,
    ticketTypeID: f.types[type],
    touristIDCardNum: idNumber('110105', birth),
    ticketParams: {
      touristInfo: {
        touristName: '张三',
        touristMobile: '13800138000',
        touristResidence: '北京',
        touristSex: 0,
        touristPhoto: '',
        touristCompany: company,
      },
      ticketArray: [{ ticketTypeID: f.types[type], ticketCount: count }],
      appointmentStartTime: `${f.playDate} 08:00:00`,
      appointmentEndTime: `${f.playDate} 23:59:00`,
    },
  });

  it.each(['/ticketType', '/ticketType/select'])('GET /api%s', async (path) => {
    const q = query({ ...listParams(), ticketCateArray: '[0]', isLoadThirdPlatform: 1, ticketFeeMethod: 0 });
    await specCall('GET', `${path}?${q}`, okOf(z.tuple([z.array(TicketTypeRow).min(1), z.number()])));
  });

  it('GET /api/wechatPublicConfig and /api/wechatPublicConfig/carouselList, GET /api/image', async () => {
    await specCall(
      'GET',
      `/wechatPublicConfig?${query(listParams())}`,
      okOf(z.unknown()).and(z.object({ data: present })),
    );
    const carousel = await specCall(
      'GET',
      `/wechatPublicConfig/carouselList?${query(listParams())}`,
      pageOf(z.object({ imagePath: z.string() })),
    );
    const path = carousel.data[0][0]?.imagePath;
    if (path) {
      const res = await fetch(`${server.url}/api/image?url=${encodeURIComponent(path)}`);
      expect([res.status, res.headers.get('content-type')?.split('/')[0]]).toEqual([200, 'image']);
    }
  });

  it('GET /api/wechat/findWXUser', async () => {
    await specCall(
      'GET',
      `/wechat/findWXUser?openid=${visitor.openid}`,
      okOf(
        z.array(
          z.object({
            openid: z.string(),
            headimgurl: z.string(),
            nickname: z.string(),
            province: z.string(),
          }),
        ),
      ),
      { headers: visitorHeaders() },
    );
  });

  it('GET /api/appointmentConfig', async () => {
    slot = await f.slot(10);
    const q = query({ pageItems: 999, pageNumber: 1, ticketTypeID: f.types.分时预约票 as number });
    await specCall(
      'GET',
      `/appointmentConfig?${q}`,
      pageOf(
        z.object({
          id: z.number(),
          startPeriod: z.string().regex(/^\d{4}$/),
          endPeriod: z.string().regex(/^\d{4}$/),
          limitCount: z.number(),
          scenicAreaID: z.number(),
        }),
      ),
    );
  });

  const remain = async () =>
    (
      await specCall(
        'POST',
        '/sell/getRemainTicketCount',
        okOf(z.object({ remainTicketCount: z.number().nullable() })),
        {
          body: {
            ticketTypeID: f.types.分时预约票,
            startTime: `${f.playDate} 08:00:00`,
            endTime: `${f.playDate} 23:59:00`,
            appointmentID: slot,
          },
        },
      )
    ).data.remainTicketCount;

  it('POST /api/sell/getRemainTicketCount', async () => {
    expect(await remain()).toBe(10);
  });

  it('POST /api/sell/wxSubmitOrder: the spec payload; the times name the slot; a resend is the same order', async () => {
    const payload = submitPayload('分时预约票', 1);
    const first = await specCall('POST', '/sell/wxSubmitOrder', SubmitAnswer, {
      body: payload,
      headers: visitorHeaders(),
    });
    orderID = first.data.JSAPI_result.orderID;
    expect(await remain()).toBe(9);
    const again = await specCall('POST', '/sell/wxSubmitOrder', SubmitAnswer, {
      body: payload,
      headers: visitorHeaders(),
    });
    expect(again.data.JSAPI_result.orderID).toBe(orderID);
    expect(await remain()).toBe(9);
  });

  it('POST /api/sell/wxConfirmOrder (after paying on the sandbox)', async () => {
    const paid = await f.call('POST', `/sandboxPay/${orderID}/complete`, visitor, {
      body: { approve: true },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const confirmed = await specCall(
      'POST',
      '/sell/wxConfirmOrder',
      okOf(z.object({ orderID: z.string() })),
      {
        headers: visitorHeaders(),
        body: {
          payWay: 10,
          flag: 1,
          openid: visitor.openid,
          orderID,
          orderAmount: 6000,
          touristIDCardNum: idNumber('110105', '1990-01-01'),
          touristMobile: '13800138000',
          touristName: '张三',
          touristCompany: '',
          touristResidence: '北京',
          appointmentStartTime: `${f.playDate} 08:00:00`,
          appointmentEndTime: `${f.playDate} 23:59:00`,
          ticketArray: [{ ticketTypeID: f.types.分时预约票, ticketCount: 1 }],
        },
      },
    );
    expect(confirmed.data.orderID).toBe(orderID);
  });

  it('GET /api/order/wxOrderList', async () => {
    const OrderList = okOf(
      z.array(
        z.object({
          orderID: z.string(),
          orderTime: z.string(),
          ticketNum: z.number(),
          orderAmount: z.number(),
          remainTimes: z.number().nullable(),
        }),
      ),
    );
    // The list is a read model: the paid order shows once the projection has caught up.
    await waitFor(async () => {
      const list = await specCall('GET', `/order/wxOrderList?openid=${visitor.openid}`, OrderList, {
        headers: visitorHeaders(),
      });
      return list.data.some((o) => o.orderID === orderID);
    }, 'the order in the visitor’s list');
  });

  it('GET /api/order/wxTicketList and GET /api/order/query', async () => {
    const listed = await specCall(
      'GET',
      `/order/wxTicketList?${query({ openid: visitor.openid, orderID })}`,
      okOf(z.array(VisitorTicket).length(1)),
      { headers: visitorHeaders() },
    );
    tickets = listed.data;
    await specCall('GET', `/order/query?orderID=${orderID}`, okOf(z.array(VisitorTicket).length(1)), {
      headers: visitorHeaders(),
    });
  });

  const ZoneParams = okOf(
    z
      .array(
        z.object({
          name: z.string().min(1),
          remainTimes: z.number().nullable(),
          remainTimesByDay: z.number().nullable(),
          remainValidTime: z.number().nullable(),
        }),
      )
      .min(1),
  );

  it('GET /api/ticketZone/selectZoneParams', async () => {
    const subTicketID = tickets[0]?.subTicketID as string;
    await specCall('GET', `/ticketZone/selectZoneParams?subTicketID=${subTicketID}`, ZoneParams, {
      headers: visitorHeaders(),
    });
  });

  it("GET /api/ticketZone/selectZoneParams without the visitor's token: the visitor pages' message", async () => {
    const subTicketID = tickets[0]?.subTicketID as string;
    const res = await api.call<{ code: string; msg: string }>(
      'GET',
      `/ticketZone/selectZoneParams?subTicketID=${subTicketID}`,
    );
    expect([res.status, res.body.code, res.body.msg]).toEqual([
      401,
      'VISITOR_IDENTITY_MISSING',
      'openID获取失败，请退出公众号在重新进入',
    ]);
  });

  it('GET /api/ticket/getPriceDifferentData', async () => {
    const { ticketTypeID, ticketID } = tickets[0] as VisitorTicket;
    await specCall(
      'GET',
      `/ticket/getPriceDifferentData?${query({ ticketTypeID, ticketID })}`,
      okOf(
        z.object({
          priceDifferentAmount: z.number(),
          remainValidTime: z.number().nullable(),
          withholdTime: z.number(),
        }),
      ),
      { headers: visitorHeaders() },
    );
  });

  it('POST /api/sell/priceDifferentConfirmOrder (the payload is taken; nothing owed is a translated refusal)', async () => {
    const res = await api.call<{ code: string; msg: string }>('POST', '/sell/priceDifferentConfirmOrder', {
      headers: visitorHeaders(),
      body: {
        payWay: 10,
        flag: 1,
        openid: visitor.openid,
        orderAmount: 0,
        ticketID: tickets[0]?.ticketID,
        discountAmount: 0,
        orderID,
        scenicAreaID: f.areaId,
      },
    });
    expect([res.status, res.body.code]).toEqual([409, 'PRICE_DIFFERENCE_NONE_OWED']);
    expect(res.body.msg).not.toBe('');
  });

  it('POST /api/refundTicketCheck/checkOperate (a type that needs review)', async () => {
    const payload = submitPayload('团体票', 1, '某某公司', '1985-06-07');
    const submitted = await specCall('POST', '/sell/wxSubmitOrder', SubmitAnswer, {
      body: { ...payload, orderAmount: 5000 },
      headers: visitorHeaders(),
    });
    const groupOrder = submitted.data.JSAPI_result.orderID;
    await f.call('POST', `/sandboxPay/${groupOrder}/complete`, visitor, { body: { approve: true } });
    const [ticket] = (
      await specCall('GET', `/order/query?orderID=${groupOrder}`, okOf(z.array(VisitorTicket).length(1)), {
        headers: visitorHeaders(),
      })
    ).data;
    const t = ticket as VisitorTicket;
    await specCall('POST', '/refundTicketCheck/checkOperate', okOf(z.literal(1)), {
      headers: visitorHeaders(),
      body: {
        operate: 0,
        paramsList: [
          {
            ticketIndex: 0,
            ticketID: t.ticketID,
            subTicketID: t.subTicketID,
            operator: t.orderOperator,
            scenicAreaID: t.scenicAreaID,
          },
        ],
      },
    });
  });

  it('POST /api/sell/ticketBasicOperate (operate 5: direct refund, ticketList of the tickets)', async () => {
    await specCall('POST', '/sell/ticketBasicOperate', okOf(z.object({ msgCode: z.literal('success') })), {
      headers: visitorHeaders(),
      body: {
        scenicAreaID: f.areaId,
        operate: 5,
        orderID,
        refundAmount: 6000,
        orderAmount: 6000,
        accountID: 0,
        payWay: 10,
        ticketList: tickets,
      },
    });
  });
});

describe('spec 002 §7: the travel-agency wizard', () => {
  it('POST /api/travelAgency/unhandledOrderAmount', async () => {
    await specCall(
      'POST',
      '/travelAgency/unhandledOrderAmount',
      agencyOkOf(z.object({ balance: z.number(), unhandledOrderAmount: z.number() })),
      { token: agency.token, body: { travelAgencyID: agency.id } },
    );
  });

  it('GET /api/ticketType/travelAgencyTicket', async () => {
    const q = query({ travelAgencyID: agency.id, invalid: 0, pageNumber: 1, pageItems: 999 });
    await specCall(
      'GET',
      `/ticketType/travelAgencyTicket?${q}`,
      okOf(z.unknown()).or(agencyOkOf(z.unknown())),
      { token: agency.token },
    );
  });

  const tourist = { birth: '1990-01-01', id: idNumber('110105', '1990-01-01', '123') };

  let type: { id: number; ticketTypeName: string; isConcession: boolean; ticketPrice: number };

  it('POST /api/ticketMatch/travelAgencyMatchTicketType', async () => {
    const matched = await specCall(
      'POST',
      '/ticketMatch/travelAgencyMatchTicketType',
      z.object({
        res_code: z.literal('success'),
        res_msg: z.string(),
        data: z.object({
          matchTicketType: z.object({
            ticketTypeName: z.string(),
            id: z.number(),
            isConcession: z.boolean(),
            ticketPrice: z.number(),
          }),
          IDInfo: z.object({ age: z.number().nullable() }),
          matchResult: z.array(z.string()),
        }),
      }),
      {
        token: agency.token,
        body: {
          travelAgencyID: agency.id,
          ticketTypeID: null,
          idCardNum: tourist.id,
          certificateType: 0,
          height: 170,
        },
      },
    );
    type = matched.data.matchTicketType;
  });

  it('POST /api/travelAgency/importCreateOrder (the save payload, no requestId)', async () => {
    const save = () =>
      specCall('POST', '/travelAgency/importCreateOrder', agencyOkOf(z.object({ orderNo: z.string() })), {
        token: agency.token,
        body: {
          travelAgencyID: agency.id,
          accountID: agency.userId,
          orderAmount: type.ticketPrice,
          playStartTime: '2030-05-01',
          playEndTime: '2030-05-01',
          payType: 99,
          guideName: '王导',
          guideMobile: '13800138000',
          guideIDCard: '',
          orderStatus: 0,
          baseInfo: { specialPeople: '', region: '', teamType: '', remark: '' },
          touristList: [
            {
              ticketTypeID: type.id,
              ticketTypeName: type.ticketTypeName,
              isConcession: type.isConcession,
              ticketPrice: type.ticketPrice,
              name: '游客甲',
              sex: 0,
              age: 36,
              mobile: '13800138000',
              supportingMaterials: '0',
              supportingMaterialsText: '否',
              IDCard: tourist.id,
              certificateType: 0,
              region: '',
              height: 170,
              remark: '',
              matchingDetails: '[]',
            },
          ],
        },
      });
    const first = await save();
    // Resent (a lost answer): the same draft, not a second one.
    expect((await save()).data.orderNo).toBe(first.data.orderNo);
  });
});
