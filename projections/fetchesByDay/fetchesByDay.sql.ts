/**
 * Supplementary fetches per scenic area, UTC quarter-hour and seller (the user who did it): tickets
 * collected at the window (TicketCollected) and orders reprinted (OrderReprinted, with their tickets).
 */
export const FETCHES_BY_DAY_SCHEMA = `
create table if not exists fetches_by_quarter (
  scenic_area_id int not null,
  quarter timestamptz not null,
  seller_id int not null,
  collections bigint not null,
  reprints bigint not null,
  reprinted_tickets bigint not null,
  primary key (scenic_area_id, quarter, seller_id)
);
`;
