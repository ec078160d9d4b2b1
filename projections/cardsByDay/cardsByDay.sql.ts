/**
 * What cards did, per scenic area and UTC quarter-hour (the queries turn it into the area's day):
 * activations at the window, stored-value recharges (paid and bonus) and what the cards paid for
 * (CardCharged), by the card's type, the seller and the recharge's payment method (charges:
 * `storedCard`). `card_kinds` remembers each card's type and area.
 */
export const CARDS_BY_DAY_SCHEMA = `
create table if not exists cards_by_quarter (
  scenic_area_id int not null,
  quarter timestamptz not null,
  ticket_type_id int not null,
  seller_id int not null,
  payment_method text not null,
  activations bigint not null,
  recharges bigint not null,
  recharge_fen bigint not null,
  bonus_fen bigint not null,
  charges bigint not null,
  charge_fen bigint not null,
  primary key (scenic_area_id, quarter, ticket_type_id, seller_id, payment_method)
);
create table if not exists card_kinds (
  card_no text primary key,
  scenic_area_id int not null,
  ticket_type_id int not null
);
`;
