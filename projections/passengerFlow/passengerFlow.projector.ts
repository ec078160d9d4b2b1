// Passenger flow (issue 13): every gate decision as an access record, people inside each zone
// (entries − exits, a returned pass taken back), entries and exits per zone and hour, entries by the
// holder's province. One batch is folded in memory and written with one statement per table.
import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { eventCatalog } from '../../domain/events/eventCatalog.ts';
import { HOME_CHANGED } from '../../domain/gates/gate.schema.ts';
import { GatePassRefused, PassDenied, PassReturned } from '../../domain/gates/gateEvents.ts';
import { TicketPassed } from '../../domain/sales/ticketUseEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { throttledPublish } from '../runner/throttledPublish.ts';
import { PASSENGER_FLOW_SCHEMA } from './passengerFlow.sql.ts';

const flowEvents = eventCatalog([TicketPassed, PassDenied, PassReturned, GatePassRefused]);

/**
 * A batch's sums in one statement (one round trip): the access records ($1), then the zone
 * occupancy ($2), hourly flow ($3) and entries by province ($4) added to. Each is a JSON array,
 * empty when the batch has none; the rows of one array never share a key.
 */
const WRITE_SUMS = `
with records as (
  insert into access_records (id, scenic_area_id, device_id, device_no, zone_id, ticket_no, request_id,
    direction, open_number, temperature, reason, record_time, province)
  select r.id, r.scenic_area_id, r.device_id, r.device_no, r.zone_id, r.ticket_no, r.request_id, r.direction,
         r.open_number, r.temperature, r.reason, r.record_time, r.province
    from jsonb_to_recordset($1::jsonb) as r(id text, scenic_area_id int, device_id int, device_no text,
         zone_id int, ticket_no text, request_id text, direction text, open_number int, temperature real,
         reason text, record_time timestamptz, province text)
  on conflict (id) do nothing
  returning 1
), occupancy as (
  insert into zone_occupancy (zone_id, scenic_area_id, inside)
  select r.zone_id, r.scenic_area_id, r.delta
    from jsonb_to_recordset($2::jsonb) as r(zone_id int, scenic_area_id int, delta int)
  on conflict (zone_id) do update set inside = zone_occupancy.inside + excluded.inside
  returning 1
), flow as (
  insert into zone_flow_hourly (zone_id, hour, scenic_area_id, enter, exit)
  select r.zone_id, r.hour, r.scenic_area_id, r.enter, r.exit
    from jsonb_to_recordset($3::jsonb) as r(zone_id int, hour timestamptz, scenic_area_id int, enter int, exit int)
  on conflict (zone_id, hour) do update
    set enter = zone_flow_hourly.enter + excluded.enter, exit = zone_flow_hourly.exit + excluded.exit
  returning 1
)
insert into entry_provinces (scenic_area_id, day, province, persons)
select r.scenic_area_id, r.day, r.province, r.persons
  from jsonb_to_recordset($4::jsonb) as r(scenic_area_id int, day date, province text, persons int)
on conflict (scenic_area_id, day, province) do update set persons = entry_provinces.persons + excluded.persons`;

const RETURNED = `
update access_records set returned = true
 where ticket_no = $1 and request_id = $2 and ($3::int is null or device_id = $3) and open_number > 0
   and not returned
returning scenic_area_id, zone_id, direction, open_number, record_time, province`;

/** Sums of one batch, keyed so each table gets one statement. */
class BatchSums {
  records: Record<string, unknown>[] = [];
  occupancy = new Map<number, { zone_id: number; scenic_area_id: number; delta: number }>();
  flow = new Map<
    string,
    { zone_id: number; hour: string; scenic_area_id: number; enter: number; exit: number }
  >();
  provinces = new Map<string, { scenic_area_id: number; day: string; province: string; persons: number }>();

  /** `persons` through a zone's gate at `at`; `sign` -1 takes a returned pass back. */
  move(area: number, zone: number, direction: string, persons: number, at: string, sign = 1): void {
    const inside = this.occupancy.get(zone) ?? { zone_id: zone, scenic_area_id: area, delta: 0 };
    inside.delta += sign * (direction === 'in' ? persons : -persons);
    this.occupancy.set(zone, inside);
    const hour = `${new Date(at).toISOString().slice(0, 13)}:00:00Z`;
    const key = `${zone}|${hour}`;
    const flow = this.flow.get(key) ?? { zone_id: zone, hour, scenic_area_id: area, enter: 0, exit: 0 };
    if (direction === 'in') flow.enter += sign * persons;
    else flow.exit += sign * persons;
    this.flow.set(key, flow);
  }

  province(area: number, day: string, province: string, persons: number): void {
    const key = `${area}|${day}|${province}`;
    const row = this.provinces.get(key) ?? { scenic_area_id: area, day, province, persons: 0 };
    row.persons += persons;
    this.provinces.set(key, row);
  }

  /** Forgets what was written. */
  clear(): void {
    this.records = [];
    this.occupancy.clear();
    this.flow.clear();
    this.provinces.clear();
  }

  async write(tx: pg.PoolClient): Promise<void> {
    if (!this.records.length && !this.occupancy.size && !this.flow.size && !this.provinces.size) return;
    const json = (rows: Iterable<unknown>) => JSON.stringify([...rows]);
    await tx.query(WRITE_SUMS, [
      json(this.records),
      json(this.occupancy.values()),
      json(this.flow.values()),
      json(this.provinces.values()),
    ]);
  }
}

async function applyFlow(events: RecordedEvent[], tx: pg.PoolClient): Promise<void> {
  const sums = new BatchSums();
  for (const recorded of events) {
    const event = flowEvents.decode(recorded);
    if (!event) continue;
    const base = {
      id: recorded.id,
      record_time: recorded.metadata.occurredAt ?? recorded.created.toISOString(),
    };
    switch (event.type) {
      case 'TicketPassed': {
        const d = event.data;
        // Passes seeded at the window before gates existed name no device: not an access record.
        if (d.scenicAreaID === null || d.deviceNo === null || d.requestId === null) break;
        sums.records.push({
          ...base,
          scenic_area_id: d.scenicAreaID,
          device_id: Number(d.deviceId),
          device_no: d.deviceNo,
          zone_id: d.zoneId,
          ticket_no: d.ticketNo,
          request_id: d.requestId,
          direction: d.direction,
          open_number: d.persons,
          temperature: d.temperature,
          reason: 'ok',
          record_time: d.passedAt,
          province: d.province,
        });
        sums.move(d.scenicAreaID, d.zoneId, d.direction, d.persons, d.passedAt);
        if (d.direction === 'in' && d.province)
          sums.province(d.scenicAreaID, d.passedOn, d.province, d.persons);
        break;
      }
      case 'PassDenied':
      case 'GatePassRefused': {
        const d = event.data;
        sums.records.push({
          ...base,
          scenic_area_id: d.scenicAreaID,
          device_id: d.deviceId,
          device_no: d.deviceNo,
          zone_id: d.zoneId,
          ticket_no: event.type === 'PassDenied' ? event.data.ticketNo : null,
          request_id: d.requestId,
          direction: d.direction,
          open_number: 0,
          temperature: d.temperature,
          reason: d.reason,
        });
        break;
      }
      case 'PassReturned': {
        // The pass may sit in this very batch: write what came before, then take it back.
        await sums.write(tx);
        sums.clear();
        const { rows } = await tx.query(RETURNED, [
          event.data.ticketNo,
          event.data.passRequestId,
          event.data.deviceId,
        ]);
        const r = rows[0];
        if (!r) break;
        const at = new Date(r.record_time).toISOString();
        sums.move(r.scenic_area_id, r.zone_id, r.direction, r.open_number, at, -1);
        if (r.direction === 'in' && r.province)
          sums.province(r.scenic_area_id, event.data.passedOn, r.province, -r.open_number);
        break;
      }
    }
  }
  await sums.write(tx);
}

const pushHome = throttledPublish(HOME_CHANGED, 250);

export const passengerFlowProjection: Projection = {
  name: 'passengerFlow',
  version: 1,
  tables: ['access_records', 'zone_occupancy', 'zone_flow_hourly', 'entry_provinces'],
  schema: PASSENGER_FLOW_SCHEMA,
  filter: { eventTypePrefixes: ['TicketPassed', 'PassDenied', 'PassReturned', 'GatePassRefused'] },
  async apply(events, tx) {
    await applyFlow(events, tx);
  },
  afterCommit(events, publish) {
    pushHome(publish, events, 'flow');
  },
};
