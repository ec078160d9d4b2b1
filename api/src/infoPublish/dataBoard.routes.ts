// The signage's data board (信息发布 › 数据看板): per scenic area, whether its screens show today's
// entries and each zone's occupancy (GET /api/infoPublish_dataBoard, POST …/{add,edit,delete,enable}),
// and the figures themselves from the passenger-flow read model (GET …/figures: a screen, with no
// token, gets them only when the board is on; staff get them to see what it would show).
import { z } from 'zod';
import { inScope } from '../../../domain/auth/actor.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import {
  BoardFigures,
  DataBoardEdit,
  DataBoardInput,
  DataBoardRow,
} from '../../../domain/infoPublish/dataBoard.schema.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import {
  queryDayEntries,
  queryZoneOccupancy,
} from '../../../projections/passengerFlow/passengerFlow.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, isAgencyCaller, requireFlag } from '../auth/guard.ts';
import { listOptions, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { defineTable, nameOf } from '../crud/crudTable.ts';
import { assertOnePerArea } from '../crud/onePerArea.ts';
import { notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';

const boards = defineTable<DataBoardRow>({
  entity: 'signageDataBoard',
  table: 'signage_boards',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  orderBy: 't.scenic_area_id',
  columns: [
    { field: 'id', column: 'id' },
    { field: 'scenicAreaID', column: 'scenic_area_id' },
    { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
    { field: 'showTodayEntries', column: 'show_today_entries' },
    { field: 'showOccupancy', column: 'show_occupancy' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});

const oneBoard = (tx: Parameters<typeof assertOnePerArea>[0], areaId: number, id: number | null) =>
  assertOnePerArea(tx, 'signage_boards', areaId, id, 'DATA_BOARD_EXISTS');

export async function dataBoardRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const guard = { preHandler: requireFlag('releaseDataBoard') };

  app.get(
    '/infoPublish_dataBoard',
    {
      ...guard,
      schema: {
        summary: "The signage data boards' settings of the caller's scenic areas",
        querystring: PageQuery,
        response: { 200: page(DataBoardRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await boards.list(pool, listOptions(actorOf(request), request.query)),
    }),
  );

  registerWrites(app, pool, {
    path: '/infoPublish_dataBoard',
    noun: 'data board',
    guard,
    table: boards,
    input: DataBoardInput,
    edit: DataBoardEdit,
    row: DataBoardRow,
    enable: true,
    checkAdd: (tx, values) => oneBoard(tx, values.scenicAreaID, null),
    checkEdit: (tx, values, id) => oneBoard(tx, values.scenicAreaID, id),
    afterWrite: (row) => ctx.notifySignage(row.scenicAreaID),
  });

  app.get(
    '/infoPublish_dataBoard/figures',
    {
      schema: {
        summary: "What a signage screen's data board shows now: today's entries, occupancy (no sign-in)",
        querystring: z.object({ scenicAreaID: QueryId }),
        response: { 200: ok(BoardFigures.nullable()) },
      },
    },
    async (request) => {
      const areaId = request.query.scenicAreaID;
      // A travel agency's token counts for nothing here: it sees what the public screen shows.
      const staff = request.headers.authorization && !isAgencyCaller(request) ? actorOf(request) : null;
      if (staff && !inScope(staff, areaId)) throw notFound();
      const [board] = await boards.all(pool, { scope: [areaId] });
      const shown = staff
        ? (board ?? { showTodayEntries: true, showOccupancy: true })
        : board?.isEnable && board;
      if (!shown) return { msg: '', data: null };
      const timeZone = (await areaTimeZone(pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;
      const day = localDateOf(ctx.clock.now().getTime(), timeZone);
      const [entries, zones] = await Promise.all([
        shown.showTodayEntries ? queryDayEntries(pool, areaId, day, timeZone) : null,
        shown.showOccupancy ? queryZoneOccupancy(pool, areaId) : null,
      ]);
      const occupancy = zones?.map(({ zoneName, inside, limit }) => ({ zoneName, inside, limit })) ?? null;
      return { msg: '', data: { todayEnterCount: entries, occupancy } };
    },
  );
}
