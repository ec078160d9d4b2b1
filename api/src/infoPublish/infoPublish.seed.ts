// Demo content of the signage for the demo scenic area, so a fresh `npm start` shows a live screen at
// /signage?area=<id>: its title and scrolling note, the three drawn pictures of the visitor carousel
// as its carousel, a performance table for the day of seeding and the next, and the data board on.
// Once per database (marked in app_settings).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { mediaPathOf } from '../../../domain/infoPublish/mediaPath.ts';
import type { ProgramInput } from '../../../domain/infoPublish/program.schema.ts';
import { localDateOf, nextDate } from '../../../domain/rules/ruleTime.ts';
import { DEMO_SCENIC_AREA, type SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { insertRecorded } from '../crud/auditedWrites.ts';
import { firstSeeding } from '../db/seedOnce.ts';
import { demoCarouselPictures } from '../visitorConfig/demoPictures.ts';
import { elements } from './element.repository.ts';
import { fileInMediaFolder, mediaDirOf, recordMedia } from './mediaFolder.ts';
import { programs } from './program.repository.ts';

const SHOWS: [string, string, string, string][] = [
  ['山水实景演出', '10:00', '10:40', '湖心观景台'],
  ['古街民俗巡游', '14:00', '14:30', '东门古街'],
  ['灯光音乐秀', '19:30', '20:00', '玻璃栈道'],
];

export const infoPublishSeed: SeedStep = async (ctx) => {
  const dir = mediaDirOf(ctx.config);
  await mkdir(dir, { recursive: true });
  await inTransaction(ctx.pool, async (tx) => {
    if (!(await firstSeeding(tx, 'infoPublish'))) return;
    const found = await tx.query(
      'select id, time_zone from scenic_areas where name = $1 order by id limit 1',
      [DEMO_SCENIC_AREA],
    );
    const area = found.rows[0] as { id: number; time_zone: string } | undefined;
    if (!area) return;
    const scenicAreaID = area.id;
    await insertRecorded(tx, elements, {
      scenicAreaID,
      dataType: 3,
      content: '欢迎光临示范景区',
      remark: '今日天气晴，景区 08:00 开园；请文明游览，注意安全。',
      sortOrder: 10,
      isEnable: true,
    });
    for (const [i, bytes] of demoCarouselPictures().entries()) {
      const sha = createHash('sha256').update(bytes).digest('hex');
      await writeFile(fileInMediaFolder(dir, `${sha}.png`)!, bytes);
      await recordMedia(tx, scenicAreaID, `${sha}.png`, bytes.length, null);
      const picture = { scenicAreaID, dataType: 2, content: mediaPathOf(sha, 'png'), remark: '' };
      await insertRecorded(tx, elements, { ...picture, sortOrder: (i + 1) * 10, isEnable: true });
    }
    const today = localDateOf(ctx.clock.now().getTime(), area.time_zone);
    for (const playDate of [today, nextDate(today)]) {
      for (const [programName, startPeriod, endPeriod, programAddress] of SHOWS) {
        const row: ProgramInput = {
          scenicAreaID,
          programName,
          startPeriod,
          endPeriod,
          playStartTime: '00:00',
          playEndTime: '23:59',
          programAddress,
          remark: '',
          playDate,
          programStatus: 1,
        };
        await insertRecorded(tx, programs, row);
      }
    }
    await tx.query('insert into signage_boards (scenic_area_id) values ($1) on conflict do nothing', [
      scenicAreaID,
    ]);
  });
};
