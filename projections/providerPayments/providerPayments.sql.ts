/**
 * The money our events say went through the payment provider (issue 17's reconciliation): each
 * payment-code charge (a sale: reference = the order number; a price difference: `PD<ticket>R<revision>`,
 * the reference it was charged under) and each refund to a payment code (reference = the refund
 * number), with its instant. The reconciliation matches them by reference with the provider's
 * statement (PaymentProvider.statement).
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
  primary key (kind, reference)
);
create index if not exists provider_payments_at on provider_payments (at);
`;
