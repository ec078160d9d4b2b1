// Public config of the visitor pages (spec 002 §3, §7): GET /api/wechatPublicConfig — without a token
// the visitor pages' call (one scenic area's config, `scenicAreaID` required), with one the back
// office's list of the caller's scenic areas — and POST /api/wechatPublicConfig/{add,edit,delete}.
import type { FastifyRequest } from 'fastify';
import { page } from '../../../domain/http/replies.ts';
import {
  PublicConfigEdit,
  PublicConfigInput,
  PublicConfigRow,
} from '../../../domain/visitorConfig/publicConfig.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { listOptions, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import type { ListOptions } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';
import { assertNoOtherConfig, publicConfigs as table } from './publicConfig.repository.ts';

/**
 * As ticket types' list does: a bearer token makes it the staff list (a token that no longer signs
 * in is a 401); without one, the config of the scenic area the visitor's link names.
 */
function visitorOrStaffList(request: FastifyRequest, query: PageQuery): ListOptions {
  if (request.headers.authorization) return listOptions(actorOf(request), query);
  if (!query.scenicAreaID) throw new AppError(400, 'SCENIC_AREA_REQUIRED');
  return { scope: [query.scenicAreaID], pageItems: query.pageItems, pageNumber: query.pageNumber };
}

export async function publicConfigRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;

  app.get(
    '/wechatPublicConfig',
    {
      schema: {
        tags: ['visitor'],
        summary: "A scenic area's public config (no sign-in needed); with a token, the caller's areas'",
        querystring: PageQuery,
        response: { 200: page(PublicConfigRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await table.list(pool, visitorOrStaffList(request, request.query)),
    }),
  );

  registerWrites(app, pool, {
    path: '/wechatPublicConfig',
    noun: 'public config',
    guard: { preHandler: requireFlag('wechatPublicConfig') },
    table,
    input: PublicConfigInput,
    edit: PublicConfigEdit,
    row: PublicConfigRow,
    checkAdd: (tx, values) => assertNoOtherConfig(tx, values.scenicAreaID, null),
    checkEdit: (tx, values, id) => assertNoOtherConfig(tx, values.scenicAreaID, id),
  });
}
