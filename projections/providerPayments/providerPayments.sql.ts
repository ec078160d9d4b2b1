/**
 * The money our events say went through the payment provider (issue 17's reconciliation): each
 * payment-code charge (a sale: reference = the order number; a price difference: `PD<ticket>R<revision>`,
 * the reference it was charged under) and each refund to a payment code (reference = the refund
 * number), with its instant. The reconciliation matches them by reference with the provider's
 * statement (PaymentProvider.statement); `digest` is the row's number of the statement digest
 * (domain/payments/statementDigest.ts), so a day's digest is a sum (version 2 added it: a table made by
 * version 1 gains the column and is rebuilt).
 */
export const PROVIDER_PAYMENTS_SCHEMA = `
create table if not exists provider_payments (
  kind text not null,
  reference text not null,
  scenic_area_id int not null,
  at timestamptz not null,
  payment_method text not null,
  amount bigint not null,
  transaction_id text,
  digest bigint not null,
  primary key (kind, reference)
);
create index if not exists provider_payments_at on provider_payments (at);
alter table provider_payments add column if not exists digest bigint not null default 0;
`;
