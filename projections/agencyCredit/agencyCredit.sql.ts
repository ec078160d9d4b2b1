/** Each agency's credit (balance, held) and its recharge records with the balance after each. */
export const AGENCY_CREDIT_SCHEMA = `
create table if not exists agency_credit (
  travel_agency_id int primary key,
  scenic_area_id int not null,
  balance bigint not null,
  held bigint not null
);
create table if not exists agency_recharges (
  recharge_no text primary key,
  travel_agency_id int not null,
  scenic_area_id int not null,
  amount int not null,
  balance_after bigint not null,
  operator text not null,
  remark text not null,
  recharged_at timestamptz not null
);
create index if not exists agency_recharges_agency on agency_recharges (travel_agency_id, recharged_at desc);
`;
