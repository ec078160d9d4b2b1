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
import type { AuditAction } from '../audit/auditLog.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { auditedChange, type Change } from '../crud/auditedChange.ts';
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

/** A change of role `id` (none for a create) in scenic area `scenicAreaId` for the audit log. */
const roleChange = (action: AuditAction, scenicAreaId: number, id?: number, before?: RoleRow): Change => ({
  entity: 'role',
  entityId: id,
  scenicAreaId,
  action,
  before,
});

/** A second role of the same name in one scenic area is a 409 (a `.catch` of a write). */
const nameClash = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error, 'roles_area_name') ? new AppError(409, 'ROLE_NAME_TAKEN', { name }) : error;
};

// Not plain CRUD (crud/crudRoutes.ts): a role grants only flags its writer holds, roleGuards.ts decides
// who may change it, and one in use by users neither moves area nor goes. The writes share only
// auditedChange (one transaction with the audit entry).
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
      const row = await auditedChange(
        ctx.pool,
        actor,
        roleChange('create', input.scenicAreaID),
        async (tx) => (await roles.getRole(tx, await roles.insertRole(tx, input)))!,
      ).catch(nameClash(input.name));
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
      const update = roleChange('update', input.scenicAreaID, input.id, before);
      const row = await auditedChange(ctx.pool, actor, update, async (tx) => {
        await roles.updateRole(tx, input);
        return (await roles.getRole(tx, input.id))!;
      }).catch(nameClash(input.name));
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
      const remove = roleChange('delete', before.scenicAreaID, before.id, before);
      await auditedChange(ctx.pool, actor, remove, (tx) => roles.deleteRole(tx, before.id)).catch(
        (error: unknown) => {
          // A user given this role meanwhile.
          throw isForeignKeyViolation(error) ? inUse(1) : error;
        },
      );
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
      await assertRoleChangeable(ctx.pool, actor, before, isEnable ? 'enable' : 'disable');
      const enable = roleChange(isEnable ? 'enable' : 'disable', before.scenicAreaID, id, before);
      const row = await auditedChange(ctx.pool, actor, enable, async (tx) => {
        await roles.setRoleEnabled(tx, id, isEnable);
        return (await roles.getRole(tx, id))!;
      });
      return { msg: '', data: row };
    },
  );
}
