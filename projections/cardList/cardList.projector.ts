import type { CardMovementKind } from '../../domain/cards/card.schema.ts';
import { type CardEvent, cardEvents } from '../../domain/cards/cardEvents.ts';
import type { RecordedEvent } from '../../domain/eventStore.ts';
import type { Projection } from '../runner/projection.ts';
import { CARD_LIST_SCHEMA } from './cardList.sql.ts';

const BORN = `insert into card_list (card_no, scenic_area_id, ticket_type_id, ticket_type_name, ticket_cate,
  status, holder_name, holder_mobile, holder_id_number, valid_from, valid_to, balance, replaced_from, source, sold_at)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) on conflict (card_no) do nothing`;
const MOVED = `insert into card_movements (event_id, card_no, scenic_area_id, kind, amount, bonus, balance_after,
  order_no, seller_id, seller_account, occurred_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
on conflict (event_id) do nothing`;

const at = (recorded: RecordedEvent) =>
  String(recorded.metadata.occurredAt ?? recorded.created.toISOString());

/**
 * A balance movement's kind: a recharge, a window sale paid by the card, a timed stay charged at a
 * gate, a refund of a sale the card paid for.
 */
function movementKind(
  event: Extract<CardEvent, { type: 'CardRecharged' | 'CardCharged' | 'CardRefunded' }>,
): CardMovementKind {
  if (event.type === 'CardRecharged') return 'recharge';
  if (event.type === 'CardRefunded') return 'refund';
  return event.data.reason === 'timedStay' ? 'timedStay' : 'charge';
}

/** What the card screens ask: which cards there are (number, holder, status, validity, balance), and what moved each balance. */
export const cardListProjection: Projection = {
  name: 'cardList',
  version: 1,
  tables: ['card_list', 'card_movements'],
  schema: CARD_LIST_SCHEMA,
  filter: { eventTypePrefixes: ['Card'] },
  async apply(events, tx) {
    const set = (cardNo: string, assignments: string, ...values: unknown[]) =>
      tx.query(`update card_list set ${assignments} where card_no = $1`, [cardNo, ...values]);
    for (const recorded of events) {
      const event = cardEvents.decode(recorded);
      if (!event) continue;
      switch (event.type) {
        case 'CardSold':
        case 'CardReissued': {
          const d = event.data;
          const reissued = event.type === 'CardReissued' ? event.data : null;
          const sold = event.type === 'CardReissued' ? event.data.sold : event.data;
          const holder = reissued ? reissued.holder : event.data.holder;
          const validity = reissued ? reissued.validity : sold.validity;
          await tx.query(BORN, [
            d.cardNo,
            sold.scenicAreaID,
            sold.type.ticketTypeID,
            sold.type.ticketTypeName,
            sold.type.ticketCate,
            reissued ? reissued.status : validity ? 'active' : 'notActivated',
            holder?.name ?? null,
            holder?.mobile ?? null,
            holder?.idNumber || null,
            validity?.validFrom ?? null,
            validity?.validTo ?? null,
            reissued?.balance ?? 0,
            reissued?.fromCardNo ?? null,
            sold.source,
            at(recorded),
          ]);
          break;
        }
        case 'CardActivated':
          await set(
            event.data.cardNo,
            `status = 'active', valid_from = $2, valid_to = $3`,
            event.data.validFrom,
            event.data.validTo,
          );
          break;
        case 'CardRenewed':
          await set(event.data.cardNo, 'valid_to = $2', event.data.validTo);
          break;
        case 'CardRecharged':
        case 'CardCharged':
        case 'CardRefunded': {
          const d = event.data;
          const recharge = event.type === 'CardRecharged' ? event.data : null;
          const stay = event.type === 'CardCharged' ? event.data.stay : null;
          const orderNo = event.type === 'CardRecharged' ? null : event.data.orderNo;
          await set(d.cardNo, 'balance = $2', d.balanceAfter);
          await tx.query(MOVED, [
            recorded.id,
            d.cardNo,
            d.scenicAreaID,
            movementKind(event),
            d.amount,
            recharge?.bonus ?? 0,
            d.balanceAfter,
            orderNo,
            d.sellerID,
            // A gate's charge for a stay has no seller: the device that let the card out stands there.
            stay ? stay.deviceNo : d.sellerAccount,
            at(recorded),
          ]);
          break;
        }
        case 'CardReportedLost':
          await set(event.data.cardNo, `status_before_lost = status, status = 'lost'`);
          break;
        case 'CardUnreported':
          await set(
            event.data.cardNo,
            `status = coalesce(status_before_lost, 'active'), status_before_lost = null`,
          );
          break;
        case 'CardUnbound':
          await set(event.data.cardNo, 'holder_name = null, holder_mobile = null, holder_id_number = null');
          break;
        case 'CardReplaced':
          await set(
            event.data.cardNo,
            `status = 'voided', replaced_by = $2, balance = 0`,
            event.data.newCardNo,
          );
          break;
        default:
          break;
      }
    }
  },
};
