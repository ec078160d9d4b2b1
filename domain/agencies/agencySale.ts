// The sale an approved agency order becomes (issue 15): one order, a ticket per tourist, the same
// OrderPlaced / TicketIssued events as the window and the visitor pages, with the prices the
// agency order recorded (and held on credit) and validity from the first play date. Pure.
import type { OrderPlaced, TicketIssued } from '../sales/saleEvents.ts';
import { type SaleTicketType, ticketValidity, typeSnapshot } from '../sales/saleTicketType.ts';
import { AGENCY_PAY_TYPES } from './agencyCodes.ts';
import type { AgencyOrderContent } from './agencyEvents.ts';

export interface AgencySaleCommand {
  agencyOrderNo: string;
  travelAgencyID: number;
  scenicAreaID: number;
  content: AgencyOrderContent;
  types: ReadonlyMap<number, SaleTicketType>;
  saleOrderNo: string;
  ticketNos: readonly string[];
  /** Today in the scenic area (the sale day). */
  soldOn: string;
  reviewerID: number;
  reviewerAccount: string;
}

export function decideAgencySale(c: AgencySaleCommand): { order: OrderPlaced; tickets: TicketIssued[] } {
  const { content } = c;
  const onAccount = content.payType === AGENCY_PAY_TYPES.onAccount;
  const payment = onAccount
    ? {
        method: 'credit' as const,
        receivedFen: null,
        changeFen: null,
        reference: c.agencyOrderNo,
        travelAgencyID: c.travelAgencyID,
      }
    : { method: 'cash' as const, receivedFen: content.amount, changeFen: 0, reference: c.agencyOrderNo };
  const lines = new Map<number, OrderPlaced['data']['lines'][number]>();
  const tickets: TicketIssued[] = content.tourists.map((tourist, i) => {
    const type = c.types.get(tourist.ticketTypeID);
    if (!type) throw new Error(`ticket type ${tourist.ticketTypeID} of ${c.agencyOrderNo} is gone`);
    const line = lines.get(type.id) ?? {
      ticketTypeID: type.id,
      ticketTypeName: type.ticketTypeName,
      unitPrice: tourist.ticketPrice,
      count: 0,
      subtotal: 0,
      discount: 0,
      payable: 0,
    };
    line.count += 1;
    line.subtotal += tourist.ticketPrice;
    line.payable += tourist.ticketPrice;
    lines.set(type.id, line);
    return {
      type: 'TicketIssued',
      data: {
        ticketNo: c.ticketNos[i] as string,
        orderNo: c.saleOrderNo,
        scenicAreaID: c.scenicAreaID,
        ...typeSnapshot(type),
        price: tourist.ticketPrice,
        persons: 1,
        holder: { name: tourist.name, idNumber: tourist.IDCard, mobile: tourist.mobile, photoId: null },
        soldOn: c.soldOn,
        ...ticketValidity(type, content.playStartTime),
        source: 'travelAgency',
        sellerID: c.reviewerID,
        paymentMethod: payment.method,
      },
    };
  });
  const order: OrderPlaced = {
    type: 'OrderPlaced',
    data: {
      orderNo: c.saleOrderNo,
      scenicAreaID: c.scenicAreaID,
      source: 'travelAgency',
      sellerID: c.reviewerID,
      sellerAccount: c.reviewerAccount,
      soldOn: c.soldOn,
      lines: [...lines.values()],
      subtotal: content.amount,
      discount: 0,
      amount: content.amount,
      discountRule: null,
      payment,
      ticketNos: [...c.ticketNos],
      oneTicketForMany: false,
    },
  };
  return { order, tickets };
}
