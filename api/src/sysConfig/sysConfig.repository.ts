import type pg from 'pg';
import type { SysConfigEdit, SysConfigRow } from '../../../domain/sysConfig/sysConfig.schema.ts';

type Db = pg.Pool | pg.PoolClient;

const ROW = `select id, huiju_cloud_api_url as "huijuCloudAPIUrl",
                    huiju_cloud_api_url_enable as "huijuCloudAPIUrl_enable" from sys_config`;

export async function listSysConfig(db: Db): Promise<SysConfigRow[]> {
  return (await db.query<SysConfigRow>(`${ROW} order by id`)).rows;
}

export async function getSysConfig(db: Db, id: number): Promise<SysConfigRow | undefined> {
  return (await db.query<SysConfigRow>(`${ROW} where id = $1`, [id])).rows[0];
}

export async function updateSysConfig(db: Db, edit: SysConfigEdit): Promise<void> {
  await db.query(
    `update sys_config set huiju_cloud_api_url = $2, huiju_cloud_api_url_enable = $3, updated_at = now()
      where id = $1`,
    [edit.id, edit.huijuCloudAPIUrl, edit.huijuCloudAPIUrl_enable],
  );
}
