// System information (spec 000 §7): GET /api/getSoftVersion, GET /api/sysConfig,
// POST /api/sysConfig/edit (the `sysConfig` flag). The configuration is the installation's, one row:
// any holder of the flag reads it, only a super administrator changes it.

import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../domain/http/replies.ts';
import { SysConfigEdit, SysConfigRow } from '../../../domain/sysConfig/sysConfig.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { requireFlag, requireSession } from '../auth/guard.ts';
import { AppError, notFound } from '../http/appError.ts';
import * as sysConfig from './sysConfig.repository.ts';

const tags = ['system'];
const guard = requireFlag('sysConfig');

/** preHandler: 403 SUPER_ADMIN_ONLY unless the caller is a super administrator. */
const superAdminOnly: preHandlerAsyncHookHandler = async (request) => {
  if (requireSession(request).category !== 0) throw new AppError(403, 'SUPER_ADMIN_ONLY');
};

/** The edition the screens may ask for; open to anyone (terminals ask before signing in). */
export const SOFT_VERSION = { versionType: 'standard', version: '0.1.0' } as const;

export async function sysConfigRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/getSoftVersion',
    {
      schema: {
        tags,
        summary: 'Software edition and version (no sign-in needed)',
        response: { 200: z.object({ msg: z.literal(''), versionType: z.string(), version: z.string() }) },
      },
    },
    async () => ({ msg: '' as const, ...SOFT_VERSION }),
  );

  app.get(
    '/sysConfig',
    {
      schema: { tags, summary: 'System information', response: { 200: ok(z.array(SysConfigRow)) } },
      preHandler: guard,
    },
    async () => ({ msg: '' as const, data: await sysConfig.listSysConfig(ctx.pool) }),
  );

  app.post(
    '/sysConfig/edit',
    {
      schema: {
        tags,
        summary:
          'Change the cloud API address and whether it is used (0 yes, 1 no); super administrators only',
        body: SysConfigEdit,
        response: { 200: ok(SysConfigRow) },
      },
      preHandler: [guard, superAdminOnly],
    },
    async (request) => {
      const input = request.body;
      const before = await sysConfig.getSysConfig(ctx.pool, input.id);
      if (!before) throw notFound();
      const after = await inTransaction(ctx.pool, async (tx) => {
        await sysConfig.updateSysConfig(tx, input);
        const row = (await sysConfig.getSysConfig(tx, input.id))!;
        const userId = requireSession(request).userId;
        await recordChange(tx, {
          entity: 'sysConfig',
          entityId: input.id,
          action: 'update',
          before,
          after: row,
          userId,
        });
        return row;
      });
      return { msg: '' as const, data: after };
    },
  );
}
