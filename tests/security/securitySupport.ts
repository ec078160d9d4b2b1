// Set-up shared by the security regression suite: the demo fixtures (area A seeded, area B with its
// administrator role) and a short-hand for "a role with these flags and a user holding it".

import ExcelJS from 'exceljs';
import { DEVICE_COLUMNS } from '../../domain/masterData/deviceColumns.ts';
import type { AuthorityInput } from '../../domain/users/role.schema.ts';
import { sql } from '../api/support/apiClient.ts';
import type { Fixtures } from '../api/support/fixtures.ts';
import type { TestServer } from '../support/testServer.ts';

export interface Member {
  roleId: number;
  userId: number;
  token: string;
}

/** A role of `authority` in `scenicAreaID` (default area A) and a user `account` holding it, signed in. */
export async function member(
  fx: Fixtures,
  account: string,
  authority: AuthorityInput,
  scenicAreaID = fx.areaA,
): Promise<Member> {
  const role = await fx.api.call<{ data: { id: number } }>('POST', '/permission/add', {
    token: fx.superToken,
    body: { name: `${account}角色`.slice(0, 12), scenicAreaID, type: 1, authority },
  });
  if (role.status !== 200) throw new Error(`role ${account}: ${JSON.stringify(role.body)}`);
  const roleId = role.body.data.id;
  const userId = await fx.addUser(account, { scenicAreaID, permissionID: roleId });
  return { roleId, userId, token: await fx.api.login(account) };
}

/** The id of a user by account. */
export async function userIdOf(server: TestServer, account: string): Promise<number> {
  const rows = await sql<{ id: number }>(server, 'select id from users where account = $1', [account]);
  return rows[0]!.id;
}

/** The id of the seeded administrator role of area A, which the super administrator `admin` holds. */
export async function superAdminRoleId(server: TestServer): Promise<number> {
  const rows = await sql<{ id: number }>(server, `select role_id as id from users where account = 'admin'`);
  return rows[0]!.id;
}

/**
 * Imports one device row of area B (乙景区, attraction 乙景点) through the spreadsheet call as
 * `token`: `deviceNo` and `printTemplateId` vary, the rest is valid. Answers status and body.
 */
export async function importDeviceB(
  url: string,
  token: string,
  deviceNo: string,
  printTemplateId: number | null,
): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('devices');
  sheet.addRow(DEVICE_COLUMNS.map((c) => c.label.en));
  const cells = [deviceNo, deviceNo, '乙景区', '乙景点', 'Smart gate', '10.0.0.9', 80, 'Gate board', 0, 5];
  sheet.addRow([...cells, printTemplateId, 1, 'Normal', 'Enter']);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'devices.xlsx');
  const res = await fetch(`${url}/api/device/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}
