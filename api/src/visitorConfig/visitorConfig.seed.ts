// Demo content of the visitor pages for the demo scenic area: its public config and a carousel of
// three drawn pictures (demoPictures.ts), so a fresh `npm start` shows a home page with a carousel.
// Once per database (marked in app_settings); each part only when the area has none yet.
import type { PublicConfigInput } from '../../../domain/visitorConfig/publicConfig.schema.ts';
import { DEMO_SCENIC_AREA, type SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { insertRecorded } from '../crud/auditedWrites.ts';
import { firstSeeding } from '../db/seedOnce.ts';
import { carouselImages, storeCarouselImage } from './carouselImage.repository.ts';
import { demoCarouselPictures } from './demoPictures.ts';
import { publicConfigs } from './publicConfig.repository.ts';

const demoConfig = (scenicAreaID: number): PublicConfigInput => ({
  scenicAreaID,
  scenicIntroduction:
    '示范景区坐落在青山绿水之间，湖光山色相映成趣。园内有玻璃栈道、湖心观景台、东门古街等景点，四季景色各异，适合家庭出游、徒步和摄影。',
  scenicAddress: '示范市湖滨区环湖路 88 号',
  dueToThat:
    '1. 请至少提前一天在线预约，凭预约二维码或身份证入园。\n2. 每个预约时段名额有限，约满即止。\n3. 身高 1.2 米以下儿童免票，须由成人陪同。',
  backToThat: '未使用的门票可在游玩日前一天 18:00 前申请退票；已核销或已过期的门票不予退票。',
  takeTicketAddress: '08:00-18:00（节假日 07:30-19:00）',
  directionsForUse: '游客服务中心位于东门入口，提供咨询、寄存和轮椅借用服务。',
  serviceTel: '0571-88886666',
});

export const visitorConfigSeed: SeedStep = async (ctx) => {
  await inTransaction(ctx.pool, async (tx) => {
    if (!(await firstSeeding(tx, 'visitorConfig'))) return;
    const found = await tx.query('select id from scenic_areas where name = $1 order by id limit 1', [
      DEMO_SCENIC_AREA,
    ]);
    const area = found.rows[0]?.id as number | undefined;
    if (area === undefined) return;
    const has = async (table: string) =>
      ((await tx.query(`select 1 from ${table} where scenic_area_id = $1 limit 1`, [area])).rowCount ?? 0) >
      0;
    if (!(await has('public_configs'))) await insertRecorded(tx, publicConfigs, demoConfig(area));
    if (await has('carousel_items')) return;
    for (const [i, bytes] of demoCarouselPictures().entries()) {
      const { imagePath } = await storeCarouselImage(tx, area, { type: 'image/png', bytes }, null);
      await insertRecorded(tx, carouselImages, {
        scenicAreaID: area,
        imagePath,
        sortOrder: (i + 1) * 10,
        isEnable: true,
      });
    }
  });
};
