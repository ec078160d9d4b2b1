-- Master data II (spec 000 §3, §5): billing rules, price-difference rules, discounts and print
-- templates. The limits are checked by the zod schemas of domain/rules/ (the same ones the forms
-- use); the checks here only keep impossible values out. Money is integer fen, durations whole
-- minutes, times of day "HH:mm" of the scenic area's time zone. Lists of periods, stages, tiers and
-- print-field positions are jsonb: they are read whole with their rule and never filtered on.

-- Timed-ticket billing (计费规则). Ticket zone permissions point here (billing_rule_id, no foreign
-- key on their side); the delete route refuses a rule still in use.
create table billing_rules (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  calc_rule_name varchar(16) not null,
  calc_rule_type text not null default 'perUnit' check (calc_rule_type in ('perUnit', 'perPeriod')),
  remark varchar(64) not null default '',
  allow_out_time_span integer not null default 0 check (allow_out_time_span between 0 and 99999),
  is_allow_unit_span_deduction boolean not null default false,
  deduction_unit_span integer not null default 0 check (deduction_unit_span between 0 and 99999),
  start_price integer not null default 0 check (start_price between 0 and 9999999),
  max_day_amount integer not null default 0 check (max_day_amount between 0 and 9999999),
  max_total_amount integer not null default 0 check (max_total_amount between 0 and 9999999),
  start_free_time integer not null default 0 check (start_free_time between 0 and 99999),
  grace_span integer not null default 0 check (grace_span between 0 and 99999),
  deduction_granularity integer not null default 60 check (deduction_granularity between 1 and 1440),
  day_type text not null default 'calendarDay' check (day_type in ('calendarDay', 'rolling24h')),
  -- [{ "start": "08:00", "end": "18:00", "unitPrice": 400 }, …] (at most five, none overlapping)
  periods jsonb not null,
  weekend_periods jsonb not null default '[]',
  -- { "startDate", "endDate", "periods" } or JSON null
  holiday jsonb not null default 'null',
  is_enable boolean not null default true,
  created_at timestamptz not null default now()
);
create index billing_rules_scenic_area on billing_rules (scenic_area_id, id);

-- Overdue compensation (超时补差) for a ticket type. Ticket types are another feature's table and
-- their delete route does not know this one, so ticket_type_id has no foreign key; the routes check
-- it. At most one enabled rule per ticket type, so a ticket never has two answers.
create table price_difference_rules (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  ticket_type_id integer not null,
  name varchar(12) not null,
  grace_period integer not null default 0 check (grace_period between 0 and 99999),
  -- four [{ "overtimeMinutes": 15, "amount": 1000 }, …]
  stages jsonb not null,
  is_enable boolean not null default true,
  created_at timestamptz not null default now()
);
create index price_difference_rules_scenic_area on price_difference_rules (scenic_area_id, id);
create unique index price_difference_rules_one_enabled on price_difference_rules (ticket_type_id)
  where is_enable;

-- Discounts (优惠): tiers [{ "threshold", "value" }] read by domain/rules/discounts.ts.
create table discount_rules (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  discount_name varchar(24) not null,
  discount_category text not null check (discount_category in ('ticketPurchase', 'recharge')),
  discount_type text not null check (discount_type in
    ('fullAmountOff', 'fullAmountPercent', 'fullCountOff', 'fullCountPercent', 'rechargeBonus')),
  tiers jsonb not null,
  is_enable boolean not null default true,
  created_at timestamptz not null default now()
);
create index discount_rules_scenic_area on discount_rules (scenic_area_id, id);

-- Print templates (打印模板). Devices point here (print_template_id, no foreign key on their side);
-- the delete route refuses a template still in use.
create table print_templates (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  template_name varchar(24) not null,
  template_path varchar(255) not null,
  use_source_type text not null default 'window' check (use_source_type in ('window', 'selfService')),
  is_enable_print boolean not null default true,
  print_type text not null default 'DS80' check (print_type in ('DS', 'DS80', 'MS80', 'handheld')),
  -- { "seqID": { "visible", "x", "y", "size" }, "qrCode": …, … } in millimetres / points
  fields jsonb not null,
  created_at timestamptz not null default now()
);
create index print_templates_scenic_area on print_templates (scenic_area_id, id);
