/** Past handovers as the shift record screens list them (spec 001 §3: name, start, end, amount, settled amount, operator). */
export const SHIFT_RECORDS_SCHEMA = `
create table if not exists shift_records (
  seller_id int not null,
  shift_no int not null,
  seller_account text not null,
  seller_name text not null,
  scenic_area_id int not null,
  started_at timestamptz not null,
  ended_at timestamptz not null,
  expected_fen bigint not null,
  received_fen bigint not null,
  difference_fen bigint not null,
  settled_fen bigint,
  operator_account text,
  settled_at timestamptz,
  primary key (seller_id, shift_no)
);
create index if not exists shift_records_area_end on shift_records (scenic_area_id, ended_at desc);
create index if not exists shift_records_seller_end on shift_records (seller_id, ended_at desc);
`;
