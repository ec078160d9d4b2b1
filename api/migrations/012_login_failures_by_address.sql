-- Failed sign-ins per account and address (issue 8, finding 7). The per-account lock let anyone
-- lock any account out; now an address is held off for an account, never the account as a whole
-- (api/src/auth/loginThrottle.ts). Counts in flight are dropped: they were short-lived anyway.
drop table login_failures;

create table login_failures (
  -- lower-cased account, whether or not it exists
  account text not null,
  -- the caller's address as the server sees it (after TRUST_PROXY)
  address text not null,
  failures integer not null,
  first_failure_at timestamptz not null,
  locked_until timestamptz,
  primary key (account, address)
);
