// Planned visitor bookings and the agency order played through their use cases: submitBooking and
// payBooking with the sandbox's notice (as the visitor pages and the sandbox payment page drive
// them), saveAgencyOrder by the agency user and reviewAgencyOrder by an administrator.

import { reviewAgencyOrder } from '../../../commands/agencies/reviewAgencyOrder.ts';
import { saveAgencyOrder } from '../../../commands/agencies/saveAgencyOrder.ts';
import { loadBooking } from '../../../commands/booking/bookingStreams.ts';
import { payBooking } from '../../../commands/booking/payBooking.ts';
import { submitBooking } from '../../../commands/booking/submitBooking.ts';
import { loadPlacedOrder } from '../../../commands/refunds/refundStreams.ts';
import { AGENCY_ORDER_STATUS, AGENCY_PAY_TYPES } from '../../../domain/agencies/agencyCodes.ts';
import { ImportCreateOrder } from '../../../domain/agencies/agencyOrder.schema.ts';
import { priceTourist, statisticsOf } from '../../../domain/agencies/priceTourists.ts';
import { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import { WxSubmitOrder } from '../../../domain/booking/visitorApi.schema.ts';
import type { Person } from '../../../domain/demoHistory/demoPeople.ts';
import type { AgencyOrderPlan, BookingPlan } from '../../../domain/demoHistory/historyPlan.ts';
import { idExample } from '../agencies/idExample.ts';
import { loadMatchCatalog } from '../agencies/matchCatalog.repository.ts';
import { visitorActor } from '../booking/visitorAccess.ts';
import { pgSandboxLedger } from '../payments/sandboxLedger.ts';
import { sandboxTransaction } from '../payments/sandboxOnlinePayments.ts';
import type { HistoryServices } from './historyServices.ts';
import { passGates } from './playWindow.ts';

const hhmm = (period: string) => `${period.slice(0, 2)}:${period.slice(2)}:00`;

/** A sandbox visitor, registered as the visitor-session route registers a new one. */
async function sandboxVisitor(s: HistoryServices, key: string): Promise<string> {
  const openid = `sandbox-demo-${key}`;
  await s.ctx.pool.query(
    `insert into visitor_users (openid, scenic_area_id, nickname, sandbox) values ($1, $2, '沙箱游客', true)
     on conflict (openid) do nothing`,
    [openid, s.world.areaId],
  );
  return openid;
}

export async function playBooking(s: HistoryServices, date: string, plan: BookingPlan): Promise<void> {
  const { world } = s;
  const type = plan.kind === 'timed' ? world.types.timed : world.types.adult;
  const slot = plan.slot && world.slots ? world.slots[plan.slot] : null;
  if (!type || (plan.slot && !slot)) return;
  const openid = await sandboxVisitor(s, plan.visitorKey);
  const input = WxSubmitOrder.parse({
    scenicAreaID: world.areaId,
    openid,
    requestId: plan.requestId,
    payWay: 10,
    orderAmount: type.price * plan.count,
    ticketTypeID: type.id,
    touristIDCardNum: plan.kind === 'timed' ? idExample(plan.visitor.idBody) : '',
    appointmentID: slot?.id ?? null,
    ticketParams: {
      touristInfo: { touristName: plan.visitor.name, touristMobile: plan.visitor.mobile },
      ticketArray: [{ ticketTypeID: type.id, ticketCount: plan.count }],
      appointmentStartTime: `${date} ${slot ? hhmm(slot.start) : '08:00:00'}`,
      appointmentEndTime: `${date} ${slot ? hhmm(slot.end) : '23:59:00'}`,
    },
  });
  const envelope = { ...s.envelope(world.seller, date, plan), actor: visitorActor(openid, world.areaId) };
  const submitted = await submitBooking(s.booking.submitDeps, envelope, input, 'wx');
  const paidAt = s.at(date, plan.paidMinute);
  const notice = {
    orderNo: submitted.orderNo,
    provider: 'sandbox',
    transactionId: sandboxTransaction(submitted.orderNo),
    amountFen: submitted.amount,
    paidAt,
  };
  // The sandbox enters an approval in its statement before it notifies (sandboxOnlinePayments.ts):
  // the demo's past days reconcile without differences.
  await pgSandboxLedger(s.ctx.pool).record({
    kind: 'charge',
    reference: notice.orderNo,
    transactionId: notice.transactionId,
    amountFen: notice.amountFen,
    confirmedAt: paidAt,
  });
  await payBooking(s.booking.payDeps, notice, paidAt);
  if (!plan.visit) return;
  const { state } = await loadBooking(s.ctx.store, submitted.orderNo);
  await passGates(s, date, state.submitted?.tickets.map((t) => t.ticketNo) ?? [], plan.visit);
}

const touristOf = (person: Person, child: boolean): TouristRow =>
  TouristRow.parse({
    name: person.name,
    IDCard: idExample(person.idBody),
    certificateType: 0,
    mobile: person.mobile,
    supportingMaterials: '0',
    sex: 2,
    height: child ? 125 : 170,
  });

/** The agency's order submitted and approved; answers its sale's ticket numbers (empty without an agency). */
export async function playAgencyOrder(
  s: HistoryServices,
  date: string,
  plan: AgencyOrderPlan,
): Promise<string[]> {
  const { world } = s;
  if (!world.agency) return [];
  const { record, user } = world.agency;
  const catalog = await loadMatchCatalog(s.ctx.pool, record);
  const tourists = plan.tourists.map((p) => touristOf(p, p.child));
  const priced = tourists.map((t) => priceTourist(catalog, t, null, plan.playDate).tourist);
  const input = ImportCreateOrder.parse({
    requestId: plan.requestId,
    travelAgencyID: record.id,
    playStartTime: plan.playDate,
    playEndTime: plan.playDate,
    payType: AGENCY_PAY_TYPES.cash,
    guideName: plan.guide.name,
    guideMobile: plan.guide.mobile,
    orderAmount: statisticsOf(priced).orderAmount,
    orderStatus: AGENCY_ORDER_STATUS.submitted,
    baseInfo: { teamType: '散客拼团', remark: '演示数据' },
    touristList: priced,
  });
  const agencyRecord = { id: record.id, name: record.name, scenicAreaID: record.scenicAreaID };
  const saved = await saveAgencyOrder(
    s.ctx.store,
    { ...s.envelope(user, date, plan), today: date },
    agencyRecord,
    catalog,
    input,
  );
  const approval = { ...s.envelope(world.admin, date, plan.approve), today: date };
  const reviewed = await reviewAgencyOrder(s.agencyReview, approval, saved.orderNo, { kind: 'approve' });
  if (!reviewed.saleOrderNo) return [];
  return (await loadPlacedOrder(s.ctx.store, reviewed.saleOrderNo)).ticketNos;
}
