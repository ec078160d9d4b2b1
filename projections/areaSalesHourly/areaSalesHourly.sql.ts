/**
 * What an area sold, hour by hour (UTC hour starts; the home's query turns them into the area's
 * day): one counter per metric, e.g. `tickets:source:window`, `tickets:card:group`, `fen:cash`,
 * `refund:fen:cash`, `refund:tickets`.
 */
export const AREA_SALES_HOURLY_SCHEMA = `
create table if not exists area_sales_hourly (
  scenic_area_id int not null,
  hour timestamptz not null,
  metric text not null,
  value bigint not null,
  primary key (scenic_area_id, hour, metric)
);
`;
