import type pg from 'pg';
import { AGENCY_ORDER_STATUS } from '../../domain/agencies/agencyCodes.ts';
import { agencyOrderEvents } from '../../domain/agencies/agencyEvents.ts';
import { publishAgencyChanges } from '../../domain/agencies/agencyLive.ts';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import type { Projection } from '../runner/projection.ts';
import { AGENCY_ORDERS_SCHEMA } from './agencyOrders.sql.ts';

// A save replaces the draft's content; submission, approval and rejection set the status.
const SAVED = `
insert into agency_orders (order_no, travel_agency_id, travel_agency_name, scenic_area_id, status, pay_type,
  amount, people_count, play_start, play_end, guide_name, guide_mobile, guide_id_card, base_info,
  priority_ticket_type_id, tourists, created_by, updated_at)
values ($1, $2, $3, $4, ${AGENCY_ORDER_STATUS.draft}, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
on conflict (order_no) do update set pay_type = excluded.pay_type, amount = excluded.amount,
  people_count = excluded.people_count, play_start = excluded.play_start, play_end = excluded.play_end,
  guide_name = excluded.guide_name, guide_mobile = excluded.guide_mobile, guide_id_card = excluded.guide_id_card,
  base_info = excluded.base_info, priority_ticket_type_id = excluded.priority_ticket_type_id,
  tourists = excluded.tourists, updated_at = excluded.updated_at`;
const STATUS = `update agency_orders set status = $2::smallint, updated_at = $3,
  submitted_at = case when $2::smallint = ${AGENCY_ORDER_STATUS.submitted} then $3 else submitted_at end,
  reviewed_at = case when $2::smallint > ${AGENCY_ORDER_STATUS.submitted} then $3 else reviewed_at end,
  reviewer = coalesce($4, reviewer), review_note = coalesce($5, review_note),
  sale_order_no = coalesce($6, sale_order_no)
  where order_no = $1`;

const at = (recorded: RecordedEvent) =>
  String(recorded.metadata.occurredAt ?? recorded.created.toISOString());

/** What the agency's order list and the administrators' review queue ask. */
export const agencyOrdersProjection: Projection = {
  name: 'agencyOrders',
  version: 1,
  tables: ['agency_orders'],
  schema: AGENCY_ORDERS_SCHEMA,
  filter: { eventTypePrefixes: ['AgencyOrder'] },
  async apply(events, tx: pg.PoolClient) {
    for (const recorded of events) {
      const event = agencyOrderEvents.decode(recorded);
      if (!event) continue;
      const d = event.data;
      switch (event.type) {
        case 'AgencyOrderSaved': {
          const c = event.data.content;
          await tx.query(SAVED, [
            d.orderNo,
            d.travelAgencyID,
            event.data.travelAgencyName,
            d.scenicAreaID,
            c.payType,
            c.amount,
            c.tourists.length,
            c.playStartTime,
            c.playEndTime,
            c.guideName,
            c.guideMobile,
            c.guideIDCard,
            JSON.stringify(c.baseInfo),
            c.priorityTicketTypeID,
            JSON.stringify(c.tourists),
            d.actorAccount,
            at(recorded),
          ]);
          break;
        }
        case 'AgencyOrderSubmitted':
          await tx.query(STATUS, [d.orderNo, AGENCY_ORDER_STATUS.submitted, at(recorded), null, null, null]);
          break;
        case 'AgencyOrderApproved':
          await tx.query(STATUS, [
            d.orderNo,
            AGENCY_ORDER_STATUS.approved,
            at(recorded),
            d.actorAccount,
            null,
            event.data.saleOrderNo,
          ]);
          break;
        case 'AgencyOrderRejected':
          await tx.query(STATUS, [
            d.orderNo,
            AGENCY_ORDER_STATUS.rejected,
            at(recorded),
            d.actorAccount,
            event.data.note,
            null,
          ]);
          break;
      }
    }
  },
  // The agency header (amount awaiting review) and the order lists ask again.
  afterCommit: publishAgencyChanges,
};
