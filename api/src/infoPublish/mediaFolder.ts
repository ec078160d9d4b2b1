// The media folder of the signage (`MEDIA_DIR`, default `<DATA_DIR>/media`): uploaded videos and
// pictures kept under the SHA-256 of their bytes, the rows of `info_publish_media` saying which
// scenic area may name each. Every API process must see the same folder (a shared volume).
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaExtension } from '../../../domain/infoPublish/mediaPath.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../crud/crudTable.ts';
import type { FileOnDisk } from '../uploads/uploadedFileOnDisk.ts';

export const mediaDirOf = (config: Pick<Config, 'DATA_DIR' | 'MEDIA_DIR'>): string =>
  path.resolve(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));

/**
 * The file `fileName` names inside `dir`, or null when it would lie anywhere else. The name has
 * already passed the closed grammar of domain/infoPublish/mediaPath.ts; this is the second lock.
 */
export function fileInMediaFolder(dir: string, fileName: string): string | null {
  const root = path.resolve(dir);
  const file = path.resolve(root, fileName);
  return path.dirname(file) === root && path.basename(file) === fileName ? file : null;
}

/** Moves an upload into the folder as `<sha256>.<ext>` (the same bytes already there: kept once). */
export async function keepInMediaFolder(dir: string, file: FileOnDisk, extension: MediaExtension) {
  const fileName = `${file.sha256}.${extension}`;
  const target = fileInMediaFolder(dir, fileName)!;
  const present = await access(target).then(
    () => true,
    () => false,
  );
  if (present) await file.discard();
  else await rename(file.tempPath, target);
  return fileName;
}

/** Records that scenic area `areaId` may name `fileName` (once; again: kept from now on); its id. */
export async function recordMedia(
  db: Db,
  areaId: number,
  fileName: string,
  size: number,
  userId: number | null,
): Promise<number> {
  const { rows } = await db.query(
    `insert into info_publish_media (scenic_area_id, file_name, size_bytes, uploaded_by)
     values ($1, $2, $3, $4)
     on conflict (scenic_area_id, file_name) do update set created_at = now()
     returning id`,
    [areaId, fileName, size, userId],
  );
  return rows[0].id as number;
}

/** Whether `fileName` was uploaded for scenic area `areaId`. */
export async function mediaOfArea(db: Db, areaId: number, fileName: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from info_publish_media where scenic_area_id = $1 and file_name = $2',
    [areaId, fileName],
  );
  return Boolean(rowCount);
}

/** Whether any scenic area has `fileName` (what `GET /api/image` serves). */
export async function mediaKnown(db: Db, fileName: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from info_publish_media where file_name = $1 limit 1', [
    fileName,
  ]);
  return Boolean(rowCount);
}

/** How long an upload no element names yet is kept (its element is being written). */
const UNNAMED_GRACE = '1 hour';

/**
 * Forgets the media of `areaId` that no element of the area names (once older than the grace, so an
 * upload waiting for its form's save stays), and removes the files no area has any more.
 */
export async function pruneUnusedMedia(db: Db, dir: string, areaId: number): Promise<void> {
  const { rows } = await db.query<{ file_name: string }>(
    `delete from info_publish_media m
      where m.scenic_area_id = $1 and m.created_at < now() - interval '${UNNAMED_GRACE}'
        and not exists (select 1 from info_publish_elements e
                         where e.scenic_area_id = m.scenic_area_id and e.content = 'media/' || m.file_name)
      returning m.file_name`,
    [areaId],
  );
  for (const { file_name: fileName } of rows) {
    if (await mediaKnown(db, fileName)) continue;
    const file = fileInMediaFolder(dir, fileName);
    if (file) await rm(file, { force: true });
  }
}
