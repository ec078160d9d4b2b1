// The operation log and the door commands waiting for their device (issue 13). Rows are inserted
// keyed by the event (or the command) id, so a replayed batch changes nothing.
import type pg from 'pg';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import { eventCatalog } from '../../domain/events/eventCatalog.ts';
import { DEVICE_CHANGED } from '../../domain/gates/gate.schema.ts';
import {
  DoorCommandAcknowledged,
  DoorCommandIssued,
  GatePassRefused,
  PassReturned,
} from '../../domain/gates/gateEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { throttledPublish } from '../runner/throttledPublish.ts';
import { DEVICE_OPERATIONS_SCHEMA } from './deviceOperations.sql.ts';

const operationEvents = eventCatalog([
  DoorCommandIssued,
  DoorCommandAcknowledged,
  PassReturned,
  GatePassRefused,
]);

const INSERT = `insert into device_operations (id, scenic_area_id, device_id, zone_id, ticket_no, operate,
  operate_type, exec_result, param1, param2, record_time) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  on conflict (id) do nothing`;

async function applyOne(recorded: RecordedEvent, tx: pg.PoolClient): Promise<void> {
  const event = operationEvents.decode(recorded);
  switch (event?.type) {
    case 'DoorCommandIssued': {
      const d = event.data;
      const mode = d.doorMode === null ? null : String(d.doorMode);
      await tx.query(INSERT, [
        d.commandId,
        d.scenicAreaID,
        d.deviceId,
        d.zoneId,
        null,
        d.command,
        'door',
        null,
        mode,
        d.actorAccount,
        d.issuedAt,
      ]);
      return;
    }
    case 'DoorCommandAcknowledged':
      await tx.query(
        'update device_operations set exec_result = $2, param2 = coalesce($3, param2) where id = $1',
        [event.data.commandId, event.data.ok ? 1 : 0, event.data.message],
      );
      return;
    case 'PassReturned': {
      const d = event.data;
      if (d.why !== 'undone') return;
      await tx.query(INSERT, [
        recorded.id,
        Number(recorded.metadata.scenicAreaId),
        null,
        d.zoneId,
        d.ticketNo,
        'undo',
        'pass',
        1,
        d.note,
        d.actorAccount,
        d.returnedAt,
      ]);
      return;
    }
    case 'GatePassRefused': {
      const d = event.data;
      if (d.reason !== 'bad_signature') return;
      await tx.query(INSERT, [
        recorded.id,
        d.scenicAreaID,
        d.deviceId,
        d.zoneId,
        null,
        'bad_signature',
        'security',
        0,
        d.requestId,
        null,
        d.refusedAt,
      ]);
      return;
    }
    default:
      return;
  }
}

const pushDevices = throttledPublish(DEVICE_CHANGED, 250);

export const deviceOperationsProjection: Projection = {
  name: 'deviceOperations',
  version: 1,
  tables: ['device_operations'],
  schema: DEVICE_OPERATIONS_SCHEMA,
  filter: { eventTypePrefixes: ['DoorCommand', 'PassReturned', 'GatePassRefused'] },
  async apply(events, tx) {
    for (const recorded of events) await applyOne(recorded, tx);
  },
  afterCommit(events, publish) {
    pushDevices(publish, events, 'devices');
  },
};
