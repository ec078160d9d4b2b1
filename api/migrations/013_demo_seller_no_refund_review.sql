-- Issue 29: the demo seller role (售票员, seeded with every selling flag) held refund review
-- (sellticket14) and showed 退票审核 with 通过/驳回. Sellers do not approve refunds: the seeded role
-- loses that flag; roles an administrator made are left as they are.
update roles
   set authority = jsonb_set(authority, '{sales,sellticket14}', '0'::jsonb), updated_at = now()
 where type = 2 and name = '售票员' and authority #>> '{sales,sellticket14}' = '1';
