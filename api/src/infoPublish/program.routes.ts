// The performance table (spec 001 §3, §7): GET /api/infoPublish_program — with `programStatus=3`
// and no token a signage screen's call (one area's published rows of `playDate`; on the area's today
// only those whose play time holds now), with a token the back office's list — POST
// /api/infoPublish_program/{add,edit,delete} and /copy (a day's programme to other dates). Each
// write tells the area's screens at once.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { ok, page } from '../../../domain/http/replies.ts';
import {
  ProgramCopy,
  ProgramCopyResult,
  ProgramEdit,
  ProgramInput,
  ProgramRow,
  SIGNAGE_PROGRAMS,
  SignageProgram,
} from '../../../domain/infoPublish/program.schema.ts';
import { QueryId, singleLine } from '../../../domain/inputBounds.ts';
import { LocalDate } from '../../../domain/masterData/fields.ts';
import type { App, AppContext } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { likePattern, listOptions, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import type { Condition } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { copyProgramme, programs as table } from './program.repository.ts';
import { signageCaller } from './signageCaller.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const ProgramQuery = PageQuery.extend({
  playDate: LocalDate.optional(),
  /** 1 published, 0 draft, 3 what a signage screen shows (the only choice without a token). */
  programStatus: z.enum(['0', '1', '3']).optional(),
  programName: singleLine(z.string().trim().max(32)).optional(),
  /** Sent by signage screens with tomorrow's call; names nothing more than the scenic area does. */
  projectID: QueryId.optional(),
});

export async function programRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const guard = { preHandler: requireFlag('releaseProgram') };

  /** On the area's today, only rows whose play time holds the area's current time. */
  async function playingNow(areaId: number, playDate: string): Promise<Condition | undefined> {
    const timeZone = (await areaTimeZone(pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;
    const local = dayjs(ctx.clock.now()).tz(timeZone);
    if (local.format('YYYY-MM-DD') !== playDate) return undefined;
    const hhmm = local.format('HH:mm');
    return ['t.play_start_time <= ? and t.play_end_time >= ?', hhmm, hhmm];
  }

  app.get(
    '/infoPublish_program',
    {
      schema: {
        summary:
          "A signage screen's programme of a day (programStatus=3, no sign-in); with a token, the list",
        querystring: ProgramQuery,
        response: { 200: page(z.union([ProgramRow, SignageProgram])) },
      },
    },
    async (request) => {
      const q = request.query;
      const caller = signageCaller(request, q, q.programStatus === String(SIGNAGE_PROGRAMS), [
        'releaseProgram',
      ]);
      const day: Condition | undefined = q.playDate ? ['t.play_date = ?', q.playDate] : undefined;
      if (caller.screen) {
        if (!q.playDate) throw new AppError(400, 'PLAY_DATE_REQUIRED');
        const where = [
          day,
          ['t.program_status = 1'] as Condition,
          await playingNow(caller.areaId, q.playDate),
        ];
        const options = { scope: [caller.areaId], where, pageItems: q.pageItems, pageNumber: q.pageNumber };
        const [rows, total] = await table.list(pool, options);
        return {
          msg: '',
          data: [rows.map((r) => SignageProgram.parse(r)), total] as [SignageProgram[], number],
        };
      }
      const status: Condition | undefined =
        q.programStatus === undefined ? undefined : ['t.program_status = ?', q.programStatus === '0' ? 0 : 1];
      const name: Condition | undefined = q.programName
        ? ['t.program_name ilike ?', likePattern(q.programName)]
        : undefined;
      return { msg: '', data: await table.list(pool, listOptions(caller.actor, q, [day, status, name])) };
    },
  );

  registerWrites(app, pool, {
    path: '/infoPublish_program',
    noun: 'programme row',
    guard,
    table,
    input: ProgramInput,
    edit: ProgramEdit,
    row: ProgramRow,
    afterWrite: (row) => ctx.notifySignage(row.scenicAreaID),
  });

  app.post(
    '/infoPublish_program/copy',
    {
      ...guard,
      schema: {
        summary:
          "Copy a day's programme to other dates (rows already there with the same name and slot kept)",
        body: ProgramCopy,
        response: { 200: ok(ProgramCopyResult) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertInScope(actor, request.body.scenicAreaID);
      const result = await inTransaction(pool, (tx) => copyProgramme(tx, request.body, actor.userId));
      if (result.copied > 0) ctx.notifySignage(request.body.scenicAreaID);
      return { msg: '', data: result };
    },
  );
}
