// The auditor's rebuild-and-compare (DESIGN §6): GET /api/readModelAudit lists the read models,
// POST /api/readModelAudit/compare starts one's compare as a job, GET /api/readModelAudit/compare/:jobId
// follows it. The `database` flag of the system group, and a super administrator only: the read models
// hold the rows of every scenic area, and a compare lists rows, so an administrator scoped to one
// scenic area would see the others'.

import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { isSuperAdmin } from '../../../domain/auth/actor.ts';
import { ok } from '../../../domain/http/replies.ts';
import {
  CompareJob,
  CompareJobParams,
  ReadModelRow,
  StartCompare,
} from '../../../domain/readModelAudit/readModelAudit.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError, notFound } from '../http/appError.ts';
import { requestLang } from '../http/errorHandler.ts';
import { compareJob, listReadModels, registerCompareJob, startCompare } from './readModelCompares.ts';

/** preHandler: 403 READ_MODEL_AUDIT_SUPER_ADMIN_ONLY unless the caller is a super administrator. */
const superAdminOnly: preHandlerAsyncHookHandler = async (request) => {
  if (!isSuperAdmin(actorOf(request))) throw new AppError(403, 'READ_MODEL_AUDIT_SUPER_ADMIN_ONLY');
};
const guard = [requireFlag('database'), superAdminOnly];

export async function readModelAuditRoutes(app: App, ctx: AppContext): Promise<void> {
  registerCompareJob(ctx);

  app.get(
    '/readModelAudit',
    {
      schema: {
        summary: 'The read models: live status, stored checkpoint and latest rebuild-and-compare',
        response: { 200: ok(z.array(ReadModelRow)) },
      },
      preHandler: guard,
    },
    async (request) => ({ msg: '', data: await listReadModels(ctx, requestLang(request)) }),
  );

  app.post(
    '/readModelAudit/compare',
    {
      schema: {
        summary:
          'Rebuild a read model from the event log into a shadow copy and compare it with the live one (a job; 409 while one runs)',
        body: StartCompare,
        response: { 200: ok(CompareJob) },
      },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const job = await startCompare(ctx, actor, request.body.name, requestLang(request));
      return { msg: '', data: job };
    },
  );

  app.get(
    '/readModelAudit/compare/:jobId',
    {
      schema: {
        summary: "A rebuild-and-compare's state, progress (0-100) and report, or why it failed",
        params: CompareJobParams,
        response: { 200: ok(CompareJob) },
      },
      preHandler: guard,
    },
    async (request) => {
      const job = await compareJob(ctx, request.params.jobId, requestLang(request));
      if (!job) throw notFound();
      return { msg: '', data: job };
    },
  );
}
