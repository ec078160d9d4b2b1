// The sales side of the administrators' home (issue 13): tickets by channel and card type, money
// by payment column, refunds, per area and hour. Card types and payment columns are decided where
// the shift summary decides them (domain/shifts/shiftTotals.ts), so the two never disagree.
import { HOME_CHANGED } from '../../domain/gates/gate.schema.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import { cardTypeOf, payColumnOf } from '../../domain/shifts/shiftTotals.ts';
import type { Projection } from '../runner/projection.ts';
import { throttledPublish } from '../runner/throttledPublish.ts';
import { AREA_SALES_HOURLY_SCHEMA } from './areaSalesHourly.sql.ts';

const ADD = `
insert into area_sales_hourly (scenic_area_id, hour, metric, value)
select r.scenic_area_id, r.hour, r.metric, r.value
  from jsonb_to_recordset($1::jsonb) as r(scenic_area_id int, hour timestamptz, metric text, value bigint)
on conflict (scenic_area_id, hour, metric) do update set value = area_sales_hourly.value + excluded.value`;

const pushHome = throttledPublish(HOME_CHANGED, 250);

const hourOf = (iso: string) => `${new Date(iso).toISOString().slice(0, 13)}:00:00Z`;

export const areaSalesHourlyProjection: Projection = {
  name: 'areaSalesHourly',
  version: 1,
  tables: ['area_sales_hourly'],
  schema: AREA_SALES_HOURLY_SCHEMA,
  filter: { eventTypePrefixes: ['OrderPlaced', 'TicketIssued', 'RefundOrderPlaced'] },
  async apply(events, tx) {
    const sums = new Map<string, { scenic_area_id: number; hour: string; metric: string; value: number }>();
    const add = (area: number, at: string, metric: string, value: number) => {
      const hour = hourOf(at);
      const key = `${area}|${hour}|${metric}`;
      const row = sums.get(key) ?? { scenic_area_id: area, hour, metric, value: 0 };
      row.value += value;
      sums.set(key, row);
    };
    for (const recorded of events) {
      const event = saleEvents.decode(recorded);
      const at = recorded.metadata.occurredAt ?? recorded.created.toISOString();
      if (event?.type === 'TicketIssued') {
        const t = event.data;
        add(t.scenicAreaID, at, `tickets:source:${t.source}`, 1);
        add(t.scenicAreaID, at, `tickets:card:${cardTypeOf(t)}`, 1);
      } else if (event?.type === 'OrderPlaced') {
        add(event.data.scenicAreaID, at, `fen:${payColumnOf(event.data.payment.method)}`, event.data.amount);
      } else if (event?.type === 'RefundOrderPlaced') {
        const r = event.data;
        add(r.scenicAreaID, at, `refund:fen:${payColumnOf(r.paymentMethod)}`, r.amount);
        add(r.scenicAreaID, at, 'refund:tickets', r.ticketNos.length);
      }
    }
    if (sums.size) await tx.query(ADD, [JSON.stringify([...sums.values()])]);
  },
  afterCommit(events, publish) {
    pushHome(publish, events, 'sales');
  },
};
