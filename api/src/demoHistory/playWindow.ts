// A planned window order played through the ticket window's use cases: the sale (sellTickets), its
// refund (refundTickets, or submitRefundReview then approveRefunds by an administrator) and its
// visitors at the demo gates (passGate, as the device route calls it once the signature is checked).
import { releaseRefundedPlaces } from '../../../commands/booking/releaseRefundedPlaces.ts';
import { passGate } from '../../../commands/gates/passGate.ts';
import { approveRefunds } from '../../../commands/refunds/approveRefunds.ts';
import { refundTickets } from '../../../commands/refunds/refundTickets.ts';
import { submitRefundReview } from '../../../commands/refunds/submitRefundReview.ts';
import { sellTickets } from '../../../commands/sales/sellTickets.ts';
import type { Visit, WindowOrderPlan } from '../../../domain/demoHistory/historyPlan.ts';
import { ApproveRefunds, type RefundAnswer, RefundTickets } from '../../../domain/refunds/refund.schema.ts';
import { type SalePayment, SellTickets } from '../../../domain/sales/sale.schema.ts';
import type { HistoryServices } from './historyServices.ts';

/** The seller's day so far: the cash in the drawer (the handover's received amount), orders and refunds. */
export interface DayTally {
  cashFen: number;
  orders: number;
  refunds: number;
}

const HUNDRED_YUAN = 10_000;

const cashBack = (answer: RefundAnswer) =>
  answer.refunds.filter((r) => r.paymentMethod === 'cash').reduce((n, r) => n + r.amount, 0);

function paymentOf(plan: WindowOrderPlan, listPrice: number): SalePayment {
  if (plan.payment === 'cash')
    return { method: 'cash', receivedFen: Math.ceil(listPrice / HUNDRED_YUAN) * HUNDRED_YUAN };
  if (plan.payment === 'paymentCode') return { method: 'paymentCode', paymentCode: plan.paymentCode ?? '' };
  return { method: plan.payment, reference: '' };
}

export async function playWindowOrder(
  s: HistoryServices,
  date: string,
  plan: WindowOrderPlan,
  day: DayTally,
): Promise<void> {
  const { world } = s;
  const lines = plan.lines.map((l) => ({ ticketTypeID: world.types[l.kind].id, count: l.count }));
  const listPrice = plan.lines.reduce((n, l) => n + world.types[l.kind].price * l.count, 0);
  const input = SellTickets.parse({
    requestId: plan.requestId,
    scenicAreaID: world.areaId,
    lines,
    payment: paymentOf(plan, listPrice),
  });
  const sold = await sellTickets(s.sale, s.envelope(world.seller, date, plan), input);
  day.orders++;
  if (sold.paymentMethod === 'cash') day.cashFen += sold.amount;
  const { refund } = plan;
  const kept = refund ? sold.ticketNos.slice(0, -refund.count) : sold.ticketNos;
  if (refund) {
    const back = RefundTickets.parse({
      requestId: refund.requestId,
      scenicAreaID: world.areaId,
      orderNo: sold.orderNo,
      ticketNos: sold.ticketNos.slice(-refund.count),
    });
    const asked = s.envelope(world.seller, date, refund);
    let answer: RefundAnswer;
    if (refund.approve) {
      await submitRefundReview(s.refunds, asked, back);
      const { requestId } = refund.approve;
      const approval = ApproveRefunds.parse({
        requestId,
        scenicAreaID: world.areaId,
        ticketNos: back.ticketNos,
      });
      answer = await approveRefunds(s.refunds, s.envelope(world.admin, date, refund.approve), approval);
    } else answer = await refundTickets(s.refunds, asked, back);
    for (const r of answer.refunds)
      await releaseRefundedPlaces(s.booking.submitDeps, r.orderNo, r.ticketNos, s.at(date, refund.minute));
    day.refunds += answer.refunds.length;
    day.cashFen -= cashBack(answer);
  }
  if (plan.visit) await passGates(s, date, kept, plan.visit);
}

/** Every ticket through the entry gate at `visit.enter`, then through the exit gate at `visit.leave`. */
export async function passGates(
  s: HistoryServices,
  date: string,
  ticketNos: readonly string[],
  visit: Visit,
): Promise<void> {
  const { gates } = s.world;
  if (!gates) return;
  const pass = async (ticketNo: string, deviceNo: string, direction: 'in' | 'out', minute: number) => {
    const site = await s.gates.sites.site(deviceNo);
    if (!site) return;
    const request = {
      deviceNo,
      credential: { type: 'qr' as const, value: s.codes.sign(ticketNo) },
      direction,
      requestId: `${ticketNo}-${direction}`,
    };
    const answer = await passGate(
      s.gates.passDeps,
      s.gates.passSite(site, s.at(date, minute)),
      request,
      'cn',
    );
    if (!answer.open)
      s.log.warn({ ticketNo, direction, reason: answer.reason }, 'demo history: a gate stayed shut');
  };
  // Side by side, as a family goes through the lanes of a gate together.
  await Promise.all(ticketNos.map((ticketNo) => pass(ticketNo, gates.entry, 'in', visit.enter)));
  if (visit.leave === null) return;
  const leave = visit.leave;
  await Promise.all(ticketNos.map((ticketNo) => pass(ticketNo, gates.exit, 'out', leave)));
}
