import type { RecordedEvent } from '../../domain/eventStore.ts';
import { shiftEvents } from '../../domain/shifts/shiftEvents.ts';
import type { Projection } from '../runner/projection.ts';
import { SHIFT_RECORDS_SCHEMA } from './shiftRecords.sql.ts';

const INSERT = `insert into shift_records (seller_id, shift_no, seller_account, seller_name, scenic_area_id,
  started_at, ended_at, expected_fen, received_fen, difference_fen)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`;

const SETTLE = `update shift_records set settled_fen = $3, operator_account = $4, settled_at = $5
  where seller_id = $1 and shift_no = $2`;

const sellerOfStream = (streamId: string) => Number(streamId.slice('shift-'.length));

/** One row per handover; its settlement fills the settled amount and the operator. */
export const shiftRecordsProjection: Projection = {
  name: 'shiftRecords',
  version: 1,
  tables: ['shift_records'],
  schema: SHIFT_RECORDS_SCHEMA,
  filter: { streamNamePrefixes: ['shift-'] },
  async apply(events: RecordedEvent[], tx) {
    for (const recorded of events) {
      const event = shiftEvents.decode(recorded);
      if (event?.type === 'ShiftHandedOver') {
        const d = event.data;
        await tx.query(INSERT, [
          d.sellerID,
          d.shiftNo,
          d.sellerAccount,
          d.sellerName,
          d.scenicAreaID,
          d.startedAt,
          d.endedAt,
          d.expectedFen,
          d.receivedFen,
          d.differenceFen,
        ]);
      } else if (event?.type === 'ShiftSettled') {
        const d = event.data;
        await tx.query(SETTLE, [
          sellerOfStream(recorded.streamId),
          d.shiftNo,
          d.settledFen,
          d.operatorAccount,
          recorded.metadata.occurredAt ?? recorded.created.toISOString(),
        ]);
      }
    }
  },
  afterCommit(events, publish) {
    for (const recorded of events) {
      const area = recorded.metadata.scenicAreaId;
      if (typeof area === 'string') {
        publish(area, 'shift:changed', {
          sellerID: sellerOfStream(recorded.streamId),
          scenicAreaID: Number(area),
        });
      }
    }
  },
};
