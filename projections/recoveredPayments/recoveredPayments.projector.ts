// The payments the reconciliation job found approved by the provider but unrecorded, and what it did
// with each (api/src/booking/paymentRecovery.ts): recorded on its booking, or refused and refunded.
// The events are the booking's own (BookingPaid, BookingPaymentRefused) with `via: reconciliation`.
import type pg from 'pg';
import { bookingEvents } from '../../domain/booking/bookingEvents.ts';
import type { RecoveredPayment } from '../../domain/reports/reportAnswer.schema.ts';
import { occurredAt } from '../reportSums.ts';
import type { Projection } from '../runner/projection.ts';

const SCHEMA = `
create table if not exists recovered_payments (
  transaction_id text primary key,
  order_no text not null,
  scenic_area_id int not null,
  at timestamptz not null,
  amount bigint not null,
  outcome text not null,
  refund_id text
);
create index if not exists recovered_payments_at on recovered_payments (at);
`;

export const recoveredPaymentsProjection: Projection = {
  name: 'recoveredPayments',
  version: 1,
  tables: ['recovered_payments'],
  schema: SCHEMA,
  filter: { eventTypePrefixes: ['BookingPaid', 'BookingPaymentRefused'] },
  async apply(events, tx) {
    const rows = [];
    for (const recorded of events) {
      if (recorded.metadata.via !== 'reconciliation') continue;
      const event = bookingEvents.decode(recorded);
      if (event?.type !== 'BookingPaid' && event?.type !== 'BookingPaymentRefused') continue;
      rows.push({
        transaction_id: event.data.transactionId,
        order_no: event.data.orderNo,
        scenic_area_id: Number(recorded.metadata.scenicAreaId ?? 0),
        at: occurredAt(recorded),
        amount: event.data.amountFen,
        outcome: event.type === 'BookingPaid' ? 'recorded' : 'refunded',
        refund_id: event.type === 'BookingPaymentRefused' ? event.data.refundId : null,
      });
    }
    if (rows.length === 0) return;
    await tx.query(
      `insert into recovered_payments (transaction_id, order_no, scenic_area_id, at, amount, outcome, refund_id)
       select * from jsonb_to_recordset($1::jsonb) as r(transaction_id text, order_no text, scenic_area_id int,
         at timestamptz, amount bigint, outcome text, refund_id text)
       on conflict do nothing`,
      [JSON.stringify(rows)],
    );
  },
};

/** What the job did between two instants, in `areas`, newest first. */
export async function recoveredPayments(
  db: pg.Pool,
  areas: readonly number[],
  from: Date,
  to: Date,
): Promise<RecoveredPayment[]> {
  const { rows } = await db.query(
    `select order_no as "orderNo", transaction_id as "transactionId", at, amount::float8 as amount,
            outcome, refund_id as "refundId"
       from recovered_payments where scenic_area_id = any($1) and at >= $2 and at < $3 order by at desc`,
    [areas, from, to],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}
