// Demo sign-in data (DESIGN §3): the demo scenic area with a zone and a travel agency (reused when
// another feature's seed made them first), an administrator role and a seller role, and the users
// admin (super administrator), seller and agency, all with the demo password. Does nothing once
// any user exists.

import type pg from 'pg';
import {
  AGENCY_OWN_FLAGS,
  AGENCY_USE_TYPE,
  ALL_FLAGS,
  FLAG_GROUPS,
  type FlagKey,
  REFUND_REVIEW_FLAG,
} from '../../../domain/auth/permissionFlags.ts';
import { ROLE_TYPES } from '../../../domain/users/category.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { hashPassword } from '../auth/passwords.ts';
import { demoAreaNamed } from '../masterData/scenicArea.repository.ts';
import { storedAuthority } from '../permissions/role.repository.ts';

const flagsOn = (flags: readonly FlagKey[]) => Object.fromEntries(flags.map((f) => [f, 1]));

/** Everything, selling included, but the agency's own screens (they would make home order import). */
const ADMIN_FLAGS = ALL_FLAGS.filter((f) => !AGENCY_OWN_FLAGS.includes(f));

async function idOf(tx: pg.PoolClient, find: string, insert: string, params: unknown[]): Promise<number> {
  const found = await tx.query<{ id: number }>(find, params.slice(0, 1));
  if (found.rows[0]) return found.rows[0].id;
  return (await tx.query<{ id: number }>(insert, params)).rows[0]!.id;
}

export const usersSeed: SeedStep = async (ctx, demo) => {
  await inTransaction(ctx.pool, async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('seed:users'))`);
    if ((await tx.query('select 1 from users limit 1')).rows.length > 0) return;
    const hash = await hashPassword(demo.password); // only now: a restart skips the hashing

    const area = await demoAreaNamed(tx, demo.scenicAreaName, ctx.config.DEFAULT_TIME_ZONE);
    const zone = await idOf(
      tx,
      'select id from zones where scenic_area_id = $1 order by id limit 1',
      'insert into zones (scenic_area_id, name) values ($1, $2) returning id',
      [area, '主景点'],
    );
    const agency = await idOf(
      tx,
      'select id from travel_agencies where scenic_area_id = $1 order by id limit 1',
      'insert into travel_agencies (scenic_area_id, name) values ($1, $2) returning id',
      [area, '示范旅行社'],
    );
    const role = async (name: string, type: number, flags: readonly FlagKey[]) =>
      (
        await tx.query<{ id: number }>(
          'insert into roles (scenic_area_id, name, type, authority) values ($1, $2, $3, $4) returning id',
          [area, name, type, JSON.stringify(storedAuthority(flagsOn(flags)))],
        )
      ).rows[0]!.id;
    const adminRole = await role('管理员', ROLE_TYPES.administrator, ADMIN_FLAGS);
    // The selling screens but refund review: a seller does not approve refunds (issue 29).
    const sellerFlags = FLAG_GROUPS.sales.filter((f) => f !== REFUND_REVIEW_FLAG);
    const sellerRole = await role('售票员', ROLE_TYPES.seller, sellerFlags);

    const user = (values: unknown[]) =>
      tx.query(
        `insert into users (account, name, password_hash, role_id, scenic_area_id, zone_id, is_super_admin,
                            use_type, travel_agency_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        values,
      );
    await user(['admin', '系统管理员', hash, adminRole, area, null, true, 0, null]);
    await user(['seller', '售票员小林', hash, sellerRole, area, zone, false, 0, null]);
    await user(['agency', '示范旅行社', hash, null, area, null, false, AGENCY_USE_TYPE, agency]);
  });
};
