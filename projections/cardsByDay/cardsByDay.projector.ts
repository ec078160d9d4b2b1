// Card activity per quarter-hour (issue 17's activation and stored-card reports), folded per batch
// and written in one statement per table.
import { cardEvents } from '../../domain/cards/cardEvents.ts';
import { occurredAt, quarterOf, SummedRows } from '../reportSums.ts';
import type { Projection } from '../runner/projection.ts';
import { CARDS_BY_DAY_SCHEMA } from './cardsByDay.sql.ts';

interface Kind {
  scenic_area_id: number;
  ticket_type_id: number;
}

const ADD_KINDS = `insert into card_kinds (card_no, scenic_area_id, ticket_type_id)
select * from unnest($1::text[], $2::int[], $3::int[]) on conflict do nothing`;

export const cardsByDayProjection: Projection = {
  name: 'cardsByDay',
  version: 1,
  tables: ['cards_by_quarter', 'card_kinds'],
  schema: CARDS_BY_DAY_SCHEMA,
  filter: {
    eventTypePrefixes: ['CardSold', 'CardReissued', 'CardActivated', 'CardRecharged', 'CardCharged'],
  },
  async apply(events, tx) {
    const cards = new Map<string, Kind>();
    const wanted = events
      .map((e) => (e.data as { cardNo?: string }).cardNo)
      .filter((n) => typeof n === 'string');
    const { rows } = await tx.query(
      'select card_no, scenic_area_id, ticket_type_id from card_kinds where card_no = any($1)',
      [wanted],
    );
    for (const r of rows) cards.set(r.card_no, r);
    const born = new Map<string, Kind>();
    const sums = new SummedRows(
      'cards_by_quarter',
      {
        scenic_area_id: 'int',
        quarter: 'timestamptz',
        ticket_type_id: 'int',
        seller_id: 'int',
        payment_method: 'text',
      },
      ['activations', 'recharges', 'recharge_fen', 'bonus_fen', 'charges', 'charge_fen'] as const,
    );
    for (const recorded of events) {
      const event = cardEvents.decode(recorded);
      if (!event) continue;
      const quarter = quarterOf(occurredAt(recorded));
      const kindOf = (cardNo: string, area: number) =>
        cards.get(cardNo) ?? { scenic_area_id: area, ticket_type_id: 0 };
      const add = (kind: Kind, seller: number, method: string, values: Parameters<typeof sums.add>[1]) =>
        sums.add({ ...kind, quarter, seller_id: seller, payment_method: method }, values);
      switch (event.type) {
        case 'CardSold':
        case 'CardReissued': {
          const sold = event.type === 'CardSold' ? event.data : event.data.sold;
          const kind = { scenic_area_id: sold.scenicAreaID, ticket_type_id: sold.type.ticketTypeID };
          cards.set(event.data.cardNo, kind);
          born.set(event.data.cardNo, kind);
          break;
        }
        case 'CardActivated': {
          const d = event.data;
          add(kindOf(d.cardNo, Number(recorded.metadata.scenicAreaId ?? 0)), d.sellerID, '', {
            activations: 1,
          });
          break;
        }
        case 'CardRecharged': {
          const d = event.data;
          add(kindOf(d.cardNo, d.scenicAreaID), d.sellerID, d.payment.method, {
            recharges: 1,
            recharge_fen: d.amount,
            bonus_fen: d.bonus,
          });
          break;
        }
        case 'CardCharged': {
          const d = event.data;
          add(kindOf(d.cardNo, d.scenicAreaID), d.sellerID, 'storedCard', {
            charges: 1,
            charge_fen: d.amount,
          });
          break;
        }
        default:
      }
    }
    await sums.write(tx);
    if (born.size > 0) {
      const list = [...born.entries()];
      await tx.query(ADD_KINDS, [
        list.map(([no]) => no),
        list.map(([, k]) => k.scenic_area_id),
        list.map(([, k]) => k.ticket_type_id),
      ]);
    }
  },
};
