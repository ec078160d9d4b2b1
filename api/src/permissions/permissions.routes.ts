// Permission roles (spec 000 §3, §5, §6): GET /api/permission (paged), GET /api/permission/:id,
// POST /api/permission/add | edit | delete | enable. Guarded by the `permission` flag and the
// scenic-area scope; nobody but a super administrator grants a function they do not hold, and
// changing an existing role follows roleGuards.ts.

import { z } from 'zod';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import { EnableInput, IdInput } from '../../../domain/users/password.schema.ts';
import { RoleEdit, RoleInput, RoleListQuery, RoleRow } from '../../../domain/users/role.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { type AuditAction, inTransaction, recordChange } from '../audit/auditLog.ts';
import { actorOf, assertInScope, requireFlag } from '../auth/guard.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/pgErrors.ts';
import { AppError, notFound } from '../http/appError.ts';
import { assertGrantable } from './grantable.ts';
import * as roles from './role.repository.ts';
import { assertRoleChangeable } from './roleGuards.ts';

const tags = ['permissions'];
const guard = requireFlag('permission');

async function visibleRole(ctx: AppContext, actor: Actor, id: number): Promise<RoleRow> {
  const role = await roles.getRole(ctx.pool, id);
  if (!role || !inScope(actor, role.scenicAreaID)) throw notFound();
  return role;
}

function audit(actor: Actor, role: RoleRow, action: AuditAction, before?: unknown, after?: unknown) {
  return {
    entity: 'role',
    entityId: role.id,
    action,
    before,
    after,
    userId: actor.userId,
    scenicAreaId: role.scenicAreaID,
  };
}

/** Runs a write; a second role of the same name in one scenic area is a 409. */
async function write<T>(
  ctx: AppContext,
  name: string,
  work: Parameters<typeof inTransaction<T>>[1],
): Promise<T> {
  try {
    return await inTransaction(ctx.pool, work);
  } catch (error) {
    if (isUniqueViolation(error, 'roles_area_name')) throw new AppError(409, 'ROLE_NAME_TAKEN', { name });
    throw error;
  }
}

export async function permissionsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/permission',
    {
      schema: {
        tags,
        summary: 'Permission roles, paged',
        querystring: RoleListQuery,
        response: { 200: page(RoleRow) },
      },
      preHandler: guard,
    },
    async (request) => ({
      msg: '',
      data: await roles.listRoles(ctx.pool, actorOf(request).areaScope, request.query),
    }),
  );

  app.get(
    '/permission/:id',
    {
      schema: {
        tags,
        summary: 'One permission role',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ok(RoleRow) },
      },
      preHandler: guard,
    },
    async (request) => ({ msg: '', data: await visibleRole(ctx, actorOf(request), request.params.id) }),
  );

  app.post(
    '/permission/add',
    {
      schema: { tags, summary: 'Add a permission role', body: RoleInput, response: { 200: ok(RoleRow) } },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const input = request.body;
      assertInScope(actor, input.scenicAreaID);
      assertGrantable(actor, input.authority);
      const row = await write(ctx, input.name, async (tx) => {
        const created = (await roles.getRole(tx, await roles.insertRole(tx, input)))!;
        await recordChange(tx, audit(actor, created, 'create', undefined, created));
        return created;
      });
      return { msg: '', data: row };
    },
  );

  app.post(
    '/permission/edit',
    {
      schema: { tags, summary: 'Edit a permission role', body: RoleEdit, response: { 200: ok(RoleRow) } },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const input = request.body;
      const before = await visibleRole(ctx, actor, input.id);
      await assertRoleChangeable(ctx.pool, actor, before, input.isEnable ? 'edit' : 'disable');
      assertInScope(actor, input.scenicAreaID);
      assertGrantable(actor, input.authority);
      if (input.scenicAreaID !== before.scenicAreaID && before.userCount > 0) {
        throw new AppError(409, 'ROLE_IN_USE', { count: before.userCount });
      }
      const row = await write(ctx, input.name, async (tx) => {
        await roles.updateRole(tx, input);
        const after = (await roles.getRole(tx, input.id))!;
        await recordChange(tx, audit(actor, after, 'update', before, after));
        return after;
      });
      return { msg: '', data: row };
    },
  );

  app.post(
    '/permission/delete',
    {
      schema: {
        tags,
        summary: 'Delete a permission role no user has',
        body: IdInput,
        response: { 200: ok(RoleRow) },
      },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await visibleRole(ctx, actor, request.body.id);
      await assertRoleChangeable(ctx.pool, actor, before, 'delete');
      const inUse = (count: number) => new AppError(409, 'ROLE_IN_USE', { count });
      if (before.userCount > 0) throw inUse(before.userCount);
      await inTransaction(ctx.pool, async (tx) => {
        await roles.deleteRole(tx, before.id);
        await recordChange(tx, audit(actor, before, 'delete', before));
      }).catch((error: unknown) => {
        // A user given this role meanwhile.
        throw isForeignKeyViolation(error) ? inUse(1) : error;
      });
      return { msg: '', data: before };
    },
  );

  app.post(
    '/permission/enable',
    {
      schema: {
        tags,
        summary: 'Enable or disable a permission role (a disabled role grants nothing)',
        body: EnableInput,
        response: { 200: ok(RoleRow) },
      },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, isEnable } = request.body;
      const before = await visibleRole(ctx, actor, id);
      await assertRoleChangeable(ctx.pool, actor, before, isEnable ? 'edit' : 'disable');
      const row = await inTransaction(ctx.pool, async (tx) => {
        await roles.setRoleEnabled(tx, id, isEnable);
        const after = (await roles.getRole(tx, id))!;
        await recordChange(tx, audit(actor, after, isEnable ? 'enable' : 'disable', before, after));
        return after;
      });
      return { msg: '', data: row };
    },
  );
}
