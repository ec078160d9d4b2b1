// Charges and refunds through the payment provider, one row each (issue 17's reconciliation): the
// window's payment codes and the visitors' online payments (their orders, refunds, price differences
// paid from the phone, and a payment refused and given back: its charge and its refund).
import { bookingEvents } from '../../domain/booking/bookingEvents.ts';
import { givenBackReference } from '../../domain/payments/onlinePayment.ts';
import { lineDigest } from '../../domain/payments/statementDigest.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import { occurredAt } from '../reportSums.ts';
import type { Projection } from '../runner/projection.ts';
import { PROVIDER_PAYMENTS_SCHEMA } from './providerPayments.sql.ts';

/** The methods whose money the payment provider moves: the window's payment codes, visitors' online payments. */
export const PROVIDER_METHODS = ['paymentCode', 'officialAccount', 'miniProgram'] as const;
/** A price difference the visitor paid from the phone (its seller is the visitor: visitorAccess.ts). */
const paidOnline = (sellerAccount: string) => sellerAccount.startsWith('visitor:');
const viaProvider = (method: string) => (PROVIDER_METHODS as readonly string[]).includes(method);

const INSERT = `insert into provider_payments (kind, reference, scenic_area_id, at, payment_method, amount,
  transaction_id, digest)
select * from jsonb_to_recordset($1::jsonb) as r(kind text, reference text, scenic_area_id int, at timestamptz,
  payment_method text, amount bigint, transaction_id text, digest bigint)
on conflict do nothing`;

export const providerPaymentsProjection: Projection = {
  name: 'providerPayments',
  version: 3,
  tables: ['provider_payments'],
  schema: PROVIDER_PAYMENTS_SCHEMA,
  filter: {
    eventTypePrefixes: ['OrderPlaced', 'PriceDifferencePaid', 'RefundOrderPlaced', 'BookingPaymentRefused'],
  },
  async apply(events, tx) {
    const rows: Record<string, unknown>[] = [];
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      const at = occurredAt(recorded);
      if (event?.type === 'OrderPlaced' && viaProvider(event.data.payment.method)) {
        const d = event.data;
        rows.push({
          kind: 'charge',
          reference: d.orderNo,
          scenic_area_id: d.scenicAreaID,
          at,
          payment_method: d.payment.method,
          amount: d.amount,
          transaction_id: d.payment.reference,
        });
      } else if (
        event?.type === 'PriceDifferencePaid' &&
        (viaProvider(event.data.paymentMethod) || paidOnline(event.data.sellerAccount))
      ) {
        const d = event.data;
        rows.push({
          kind: 'charge',
          reference: `PD${d.ticketNo}R${recorded.revision}`,
          scenic_area_id: Number(recorded.metadata.scenicAreaId ?? 0),
          at,
          payment_method: paidOnline(d.sellerAccount) ? 'online' : d.paymentMethod,
          amount: d.amount,
          transaction_id: d.reference,
        });
      } else if (event?.type === 'RefundOrderPlaced' && viaProvider(event.data.paymentMethod)) {
        const d = event.data;
        rows.push({
          kind: 'refund',
          reference: d.refundNo,
          scenic_area_id: d.scenicAreaID,
          at,
          payment_method: d.paymentMethod,
          amount: d.amount,
          transaction_id: null,
        });
      }
    }
    for (const recorded of events) {
      const refused = recorded.type === 'BookingPaymentRefused' ? bookingEvents.decode(recorded) : undefined;
      if (refused?.type !== 'BookingPaymentRefused' || refused.data.refundId === null) continue;
      const d = refused.data;
      const common = {
        scenic_area_id: Number(recorded.metadata.scenicAreaId ?? 0),
        at: occurredAt(recorded),
        payment_method: 'online',
        amount: d.amountFen,
      };
      rows.push({ ...common, kind: 'charge', reference: d.orderNo, transaction_id: d.transactionId });
      rows.push({
        ...common,
        kind: 'refund',
        reference: givenBackReference(d.transactionId),
        transaction_id: d.refundId,
      });
    }
    for (const r of rows) r.digest = lineDigest(r.kind as string, r.reference as string, r.amount as number);
    if (rows.length > 0) await tx.query(INSERT, [JSON.stringify(rows)]);
  },
};
