// Ticket and card use per local day (issue 17): a batch reads the credentials it names once, folds
// its passes, write-offs, refusals and refunds in memory, and writes each table in one statement.
// A ticket is "used" while it has an entry or a write-off not given back; the unused counters of
// its last valid day move when it becomes used, unused again, or refunded.
import type pg from 'pg';
import { cardEvents } from '../../domain/cards/cardEvents.ts';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import { SummedRows } from '../reportSums.ts';
import type { Projection } from '../runner/projection.ts';
import { TICKET_USE_BY_DAY_SCHEMA } from './ticketUseByDay.sql.ts';

interface Credential {
  stream_id: string;
  scenic_area_id: number;
  ticket_type_id: number;
  valid_to: string | null;
  price: number;
  uses: number;
  refunded: boolean;
  last_request: string | null;
  last_device: number;
  last_persons: number;
}

const READ = `select stream_id, scenic_area_id, ticket_type_id, to_char(valid_to, 'YYYY-MM-DD') as valid_to,
  price::int, uses, refunded, last_request, last_device, last_persons from use_credentials where stream_id = any($1)`;

const WRITE = `insert into use_credentials (stream_id, scenic_area_id, ticket_type_id, valid_to, price, uses,
  refunded, last_request, last_device, last_persons)
select * from jsonb_to_recordset($1::jsonb) as r(stream_id text, scenic_area_id int, ticket_type_id int,
  valid_to date, price bigint, uses int, refunded boolean, last_request text, last_device int, last_persons int)
on conflict (stream_id) do update set uses = excluded.uses, refunded = excluded.refunded,
  last_request = excluded.last_request, last_device = excluded.last_device, last_persons = excluded.last_persons`;

const deviceOf = (id: string | number | null): number => {
  const n = Number(id ?? 0);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
};

class UseBatch {
  passes = new SummedRows(
    'passes_by_day',
    {
      scenic_area_id: 'int',
      day: 'date',
      credential: 'text',
      ticket_type_id: 'int',
      zone_id: 'int',
      device_id: 'int',
      direction: 'text',
    },
    ['passes', 'persons', 'write_offs', 'denied'] as const,
  );
  totals = new SummedRows('passes_day_totals', { scenic_area_id: 'int', day: 'date' }, [
    'entries',
    'entry_persons',
    'exits',
    'exit_persons',
  ] as const);
  unused = new SummedRows(
    'unused_by_valid_day',
    { scenic_area_id: 'int', valid_to: 'date', ticket_type_id: 'int' },
    ['issued', 'used', 'refunded', 'unused_fen'] as const,
  );
  changed = new Set<string>();

  constructor(readonly credentials: Map<string, Credential>) {}

  born(c: Pick<Credential, 'stream_id' | 'scenic_area_id' | 'ticket_type_id' | 'valid_to' | 'price'>): void {
    if (this.credentials.has(c.stream_id)) return;
    const credential = {
      ...c,
      uses: 0,
      refunded: false,
      last_request: null,
      last_device: 0,
      last_persons: 1,
    };
    this.credentials.set(c.stream_id, credential);
    this.changed.add(c.stream_id);
    this.unusedDelta(credential, { issued: 1, unused_fen: c.price });
  }

  /** The credential of a stream; one whose birth was never seen counts under type 0, never unused. */
  of(streamId: string, area: number): Credential {
    let c = this.credentials.get(streamId);
    if (!c) {
      c = {
        stream_id: streamId,
        scenic_area_id: area,
        ticket_type_id: 0,
        valid_to: null,
        price: 0,
        uses: 0,
        refunded: false,
        last_request: null,
        last_device: 0,
        last_persons: 1,
      };
      this.credentials.set(streamId, c);
    }
    return c;
  }

  private unusedDelta(
    c: Credential,
    delta: { issued?: number; used?: number; refunded?: number; unused_fen?: number },
  ) {
    if (!c.valid_to) return;
    this.unused.add(
      { scenic_area_id: c.scenic_area_id, valid_to: c.valid_to, ticket_type_id: c.ticket_type_id },
      delta,
    );
  }

  /** Entries and write-offs add uses, a pass given back takes one away. */
  use(c: Credential, delta: number): void {
    const before = c.uses > 0;
    c.uses = Math.max(0, c.uses + delta);
    const after = c.uses > 0;
    this.changed.add(c.stream_id);
    if (before === after || c.refunded) return;
    this.unusedDelta(c, after ? { used: 1, unused_fen: -c.price } : { used: -1, unused_fen: c.price });
  }

  refund(c: Credential): void {
    if (c.refunded) return;
    c.refunded = true;
    this.changed.add(c.stream_id);
    if (c.uses === 0) this.unusedDelta(c, { refunded: 1, unused_fen: -c.price });
  }

  count(
    c: Credential,
    day: string,
    where: { zone: number; device: number; direction: string; area?: number | null },
    sums: { passes?: number; persons?: number; write_offs?: number; denied?: number },
  ): void {
    const area = where.area ?? c.scenic_area_id;
    if (sums.passes) {
      const persons = sums.persons ?? 0;
      this.totals.add(
        { scenic_area_id: area, day },
        where.direction === 'in'
          ? { entries: sums.passes, entry_persons: persons }
          : { exits: sums.passes, exit_persons: persons },
      );
    }
    this.passes.add(
      {
        scenic_area_id: area,
        day,
        credential: c.stream_id.startsWith('card-') ? 'card' : 'ticket',
        ticket_type_id: c.ticket_type_id,
        zone_id: where.zone,
        device_id: where.device,
        direction: where.direction,
      },
      sums,
    );
  }

  async write(tx: pg.PoolClient): Promise<void> {
    const rows = [...this.changed].map((id) => this.credentials.get(id));
    await this.passes.write(tx);
    await this.totals.write(tx);
    await this.unused.write(tx);
    if (rows.length) await tx.query(WRITE, [JSON.stringify(rows)]);
  }
}

function apply(batch: UseBatch, recorded: RecordedEvent): void {
  const catalog = recorded.streamId.startsWith('card-') ? cardEvents : saleEvents;
  const event = catalog.decode(recorded);
  if (!event) return;
  const stream = recorded.streamId;
  const area = Number(recorded.metadata.scenicAreaId ?? 0);
  const credential = () => batch.of(stream, area);
  switch (event.type) {
    case 'TicketIssued': {
      const d = event.data;
      batch.born({
        stream_id: stream,
        scenic_area_id: d.scenicAreaID,
        ticket_type_id: d.ticketTypeID,
        valid_to: d.validTo,
        price: d.price,
      });
      return;
    }
    case 'CardSold':
    case 'CardReissued': {
      const sold = event.type === 'CardSold' ? event.data : event.data.sold;
      const type = sold.type;
      batch.born({
        stream_id: stream,
        scenic_area_id: sold.scenicAreaID,
        ticket_type_id: type.ticketTypeID,
        valid_to: null,
        price: 0,
      });
      return;
    }
    case 'TicketPassed': {
      const d = event.data;
      const c = credential();
      const device = deviceOf(d.deviceId);
      const where = { zone: d.zoneId, device, direction: d.direction, area: d.scenicAreaID };
      batch.count(c, d.passedOn, where, { passes: 1, persons: d.persons });
      c.last_request = d.requestId;
      c.last_device = device;
      c.last_persons = d.persons;
      batch.changed.add(stream);
      if (d.direction === 'in') batch.use(c, 1);
      return;
    }
    case 'PassReturned': {
      const d = event.data;
      const c = credential();
      // The pass given back is the credential's last one, whose device and persons are remembered
      // (an older one is taken back from the window's row, device 0, one person).
      const last = c.last_request === d.passRequestId;
      const where = { zone: d.zoneId, device: last ? c.last_device : 0, direction: d.direction };
      batch.count(c, d.passedOn, where, { passes: -1, persons: -(last ? c.last_persons : 1) });
      if (d.direction === 'in') batch.use(c, -1);
      return;
    }
    case 'TicketWrittenOff': {
      const d = event.data;
      const c = credential();
      const where = { zone: d.zoneId ?? 0, device: 0, direction: 'in' };
      batch.count(c, d.writtenOffOn, where, { write_offs: d.count });
      batch.use(c, d.count);
      return;
    }
    case 'PassDenied': {
      const d = event.data;
      const where = { zone: d.zoneId, device: d.deviceId, direction: d.direction, area: d.scenicAreaID };
      batch.count(credential(), d.deniedOn, where, { denied: 1 });
      return;
    }
    case 'TicketRefunded':
      batch.refund(credential());
      return;
    default:
  }
}

export const ticketUseByDayProjection: Projection = {
  name: 'ticketUseByDay',
  version: 1,
  tables: ['passes_by_day', 'passes_day_totals', 'unused_by_valid_day', 'use_credentials'],
  schema: TICKET_USE_BY_DAY_SCHEMA,
  filter: {
    eventTypePrefixes: [
      'TicketIssued',
      'TicketPassed',
      'TicketWrittenOff',
      'PassReturned',
      'PassDenied',
      'TicketRefunded',
      'CardSold',
      'CardReissued',
    ],
  },
  async apply(events, tx) {
    const born = new Set(
      events.filter((e) => e.type === 'TicketIssued' || e.type.startsWith('Card')).map((e) => e.streamId),
    );
    const wanted = [...new Set(events.map((e) => e.streamId))].filter((id) => !born.has(id));
    const { rows } = wanted.length ? await tx.query(READ, [wanted]) : { rows: [] };
    const batch = new UseBatch(new Map(rows.map((r: Credential) => [r.stream_id, r])));
    for (const recorded of events) apply(batch, recorded);
    await batch.write(tx);
  },
};
