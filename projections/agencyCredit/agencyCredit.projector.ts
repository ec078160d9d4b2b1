import type pg from 'pg';
import { creditEvents } from '../../domain/agencies/agencyEvents.ts';
import { publishAgencyChanges } from '../../domain/agencies/agencyLive.ts';
import type { Projection } from '../runner/projection.ts';
import { AGENCY_CREDIT_SCHEMA } from './agencyCredit.sql.ts';

// Amounts move by the events' amounts: recharge +balance, hold +held, deduct −held −balance,
// release −held, a window sale on credit −balance, a refund +balance. A recharge row is keyed by its number (a replay inserts nothing twice).
const MOVE = `
insert into agency_credit (travel_agency_id, scenic_area_id, balance, held) values ($1, $2, $3, $4)
on conflict (travel_agency_id) do update set balance = agency_credit.balance + excluded.balance,
  held = agency_credit.held + excluded.held
returning balance`;
const RECHARGE = `
insert into agency_recharges (recharge_no, travel_agency_id, scenic_area_id, amount, balance_after, operator,
  remark, recharged_at) values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (recharge_no) do nothing`;

/** What the agency header (balance, held) and the recharge records ask. */
export const agencyCreditProjection: Projection = {
  name: 'agencyCredit',
  version: 1,
  tables: ['agency_credit', 'agency_recharges'],
  schema: AGENCY_CREDIT_SCHEMA,
  filter: { eventTypePrefixes: ['Credit'] },
  async apply(events, tx: pg.PoolClient) {
    for (const recorded of events) {
      const event = creditEvents.decode(recorded);
      if (!event) continue;
      const d = event.data;
      const move = (balance: number, held: number) =>
        tx.query<{ balance: string }>(MOVE, [d.travelAgencyID, d.scenicAreaID, balance, held]);
      switch (event.type) {
        case 'CreditRecharged': {
          const { rows } = await move(d.amount, 0);
          await tx.query(RECHARGE, [
            event.data.rechargeNo,
            d.travelAgencyID,
            d.scenicAreaID,
            d.amount,
            rows[0]!.balance,
            event.data.actorAccount,
            event.data.remark,
            String(recorded.metadata.occurredAt ?? recorded.created.toISOString()),
          ]);
          break;
        }
        case 'CreditHeld':
          await move(0, d.amount);
          break;
        case 'CreditDeducted':
          await move(-d.amount, -d.amount);
          break;
        case 'CreditReleased':
          await move(0, -d.amount);
          break;
        case 'CreditCharged':
          await move(-d.amount, 0);
          break;
        case 'CreditRefunded':
          await move(d.amount, 0);
          break;
      }
    }
  },
  // The agency header asks again once the balance it shows has moved.
  afterCommit: publishAgencyChanges,
};
