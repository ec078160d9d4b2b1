-- The sandbox provider's ledger keeps each line's number of the statement digest (issue 17's
-- reconciliation compares a day's digest before reading its lines): the first 32 bits of the MD5 of
-- `kind:reference:amount`, as domain/payments/statementDigest.ts draws it.
alter table sandbox_payment_ledger add column digest bigint;
update sandbox_payment_ledger
   set digest = ('x' || substr(md5(kind || ':' || reference || ':' || amount_fen::text), 1, 8))::bit(32)::bigint;
alter table sandbox_payment_ledger alter column digest set not null;
