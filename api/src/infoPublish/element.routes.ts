// Info-publish elements (spec 001 §3, §7): GET /api/infoPublish_element — with `isEnable=3` and no
// token a signage screen's call (the enabled elements of one area), with a token the back office's
// list — GET /api/infoPublish_element/checkIsUpdate (the screen's clock: the area's time zone, today
// and tomorrow), and POST /api/infoPublish_element/{add,edit,delete,enable}; each write tells the
// area's screens at once (socket.io, signage namespace).
import type pg from 'pg';
import { z } from 'zod';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import {
  ElementEdit,
  ElementInput,
  ElementRow,
  MEDIUM_OF,
  SIGNAGE_SELECTION,
  SignageElement,
} from '../../../domain/infoPublish/element.schema.ts';
import { mediaFileOf } from '../../../domain/infoPublish/mediaPath.ts';
import { SignageClock } from '../../../domain/infoPublish/signage.schema.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { localDateOf, nextDate } from '../../../domain/rules/ruleTime.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag } from '../auth/guard.ts';
import { listOptions, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import type { Condition } from '../crud/crudTable.ts';
import { AppError, forbidden, notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { elements as table } from './element.repository.ts';
import { mediaDirOf, mediaOfArea, pruneUnusedMedia } from './mediaFolder.ts';
import { signageCaller } from './signageCaller.ts';

const FLAGS = ['releaseMedia', 'releaseContent'] as const;

const ElementQuery = PageQuery.extend({
  /** One data type, or several with commas (`1,2`: the graphic / video screen). */
  dataType: z
    .string()
    .regex(/^[1-4](?:,[1-4]){0,3}$/)
    .transform((v) => v.split(',').map(Number))
    .optional(),
  /** 1 enabled, 0 disabled, 3 what a signage screen shows (enabled; the only choice without a token). */
  isEnable: z.enum(['0', '1', '3']).optional(),
});

/** Videos and pictures are 图文视频's (releaseMedia), the title and the logo 内容's (releaseContent). */
const flagOf = (dataType: number): FlagKey => (dataType <= 2 ? 'releaseMedia' : 'releaseContent');

/**
 * The caller holds the flag of the element's screen, and its content names a medium uploaded for
 * the element's own scenic area.
 */
async function checkElement(tx: pg.PoolClient, values: ElementInput, actor: Actor): Promise<void> {
  if (actor.flags[flagOf(values.dataType)] !== 1) throw forbidden();
  if (MEDIUM_OF[values.dataType] === null) return;
  const file = mediaFileOf(values.content);
  if (!file || !(await mediaOfArea(tx, values.scenicAreaID, file.fileName))) {
    throw new AppError(400, 'MEDIA_NOT_UPLOADED');
  }
}

export async function elementRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const mediaDir = mediaDirOf(ctx.config);

  app.get(
    '/infoPublish_element',
    {
      schema: {
        summary: "A signage screen's elements (isEnable=3, no sign-in); with a token, the back office's list",
        querystring: ElementQuery,
        response: { 200: page(z.union([ElementRow, SignageElement])) },
      },
    },
    async (request) => {
      const q = request.query;
      const caller = signageCaller(request, q, q.isEnable === String(SIGNAGE_SELECTION), [...FLAGS]);
      const types: Condition | undefined = q.dataType ? ['t.data_type = any(?)', q.dataType] : undefined;
      if (caller.screen) {
        const where = [types, ['t.is_enable'] as Condition];
        const options = { scope: [caller.areaId], where, pageItems: q.pageItems, pageNumber: q.pageNumber };
        const [rows, total] = await table.list(pool, options);
        return {
          msg: '',
          data: [rows.map((r) => SignageElement.parse(r)), total] as [SignageElement[], number],
        };
      }
      const enabled: Condition | undefined =
        q.isEnable === undefined ? undefined : ['t.is_enable = ?', q.isEnable !== '0'];
      return { msg: '', data: await table.list(pool, listOptions(caller.actor, q, [types, enabled])) };
    },
  );

  app.get(
    '/infoPublish_element/checkIsUpdate',
    {
      schema: {
        summary: "A signage screen's clock: the scenic area's time zone, today and tomorrow (no sign-in)",
        querystring: z.object({ scenicAreaID: QueryId }),
        response: { 200: ok(SignageClock) },
      },
    },
    async (request) => {
      const areaId = request.query.scenicAreaID;
      const timeZone = await areaTimeZone(pool, areaId);
      if (!timeZone) throw notFound();
      const now = ctx.clock.now();
      const today = localDateOf(now.getTime(), timeZone);
      request.log.debug({ scenicAreaId: areaId }, 'signage checked for updates');
      const clock = {
        scenicAreaID: areaId,
        timeZone,
        today,
        tomorrow: nextDate(today),
        now: now.toISOString(),
      };
      return { msg: '', data: clock };
    },
  );

  registerWrites(app, pool, {
    path: '/infoPublish_element',
    noun: 'info-publish element',
    guard: { preHandler: requireFlag(...FLAGS) },
    table,
    input: ElementInput,
    edit: ElementEdit,
    row: ElementRow,
    enable: true,
    checkAdd: (tx, values, actor) => checkElement(tx, values, actor),
    checkEdit: (tx, values, _id, _before, actor) => checkElement(tx, values, actor),
    afterWrite: async (row) => {
      ctx.notifySignage(row.scenicAreaID);
      await pruneUnusedMedia(pool, mediaDir, row.scenicAreaID);
    },
  });
}
