// Shared set-up of the master-data API tests: the two scenic areas of `twoAreaSetup`
// (support/fixtures.ts) with an administrator of area B holding the master-data flags, an
// attraction of area B, and the audit entries of a record.

import { count, sql } from '../support/apiClient.ts';
import { twoAreaSetup } from '../support/fixtures.ts';

export { chars, type Row, refusal } from '../support/apiClient.ts';

const MASTER_DATA_AUTHORITY = {
  basicSettings: { scenicArea: 1, zone: 1, device: 1 },
  ticketManagement: { passSchedule: 1, holiday: 1, appointmentConfig: 1, verificationCategory: 1 },
} as const;

export async function masterDataSetup() {
  const base = await twoAreaSetup({
    roleName: '乙管理员',
    account: 'adminb',
    authority: MASTER_DATA_AUTHORITY,
  });
  const { server, query } = base;
  const zoneB = (
    await query<{ id: number }>(
      `insert into zones (scenic_area_id, name) values ($1, '乙景点') returning id`,
      [base.areaB],
    )
  )[0]!.id;

  /** The audit entries of one record, oldest first. */
  const audit = (entity: string, id: number) =>
    query<{ action: string; before: unknown; after: unknown; user_id: number | null }>(
      'select action, before, after, user_id from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, String(id)],
    );

  return {
    ...base,
    zoneB,
    audit,
    sql: <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      sql<T>(server, text, params),
    count: (table: string) => count(server, table),
  };
}

export type MasterDataSetup = Awaited<ReturnType<typeof masterDataSetup>>;
