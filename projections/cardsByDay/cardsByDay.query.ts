// The report queries' view of the card read model (projections/reportQuery.ts).
import type { FactSource } from '../reportQuery.ts';

export const CARD_FACTS: FactSource = {
  table: 'cards_by_quarter',
  time: { column: 'quarter', kind: 'quarter' },
  dims: {
    scenicArea: 'scenic_area_id',
    ticketType: 'ticket_type_id',
    seller: 'seller_id',
    paymentMethod: 'payment_method',
  },
  sums: {
    activations: 'sum(t.activations)',
    rechargeCount: 'sum(t.recharges)',
    rechargeAmount: 'sum(t.recharge_fen)',
    bonusAmount: 'sum(t.bonus_fen)',
    chargeCount: 'sum(t.charges)',
    chargeAmount: 'sum(t.charge_fen)',
  },
};
