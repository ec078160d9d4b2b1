-- The sandbox payment provider's own books (issue 17): every charge and refund it confirmed, so it
-- can answer a statement for the reconciliation as a real provider's bill would. Not business data
-- of ours and not a read model: it stands in for the provider's side.
create table sandbox_payment_ledger (
  kind text not null check (kind in ('charge', 'refund')),
  reference text not null,
  transaction_id text not null,
  amount_fen bigint not null,
  confirmed_at timestamptz not null,
  primary key (kind, reference)
);
create index sandbox_payment_ledger_at on sandbox_payment_ledger (confirmed_at);
