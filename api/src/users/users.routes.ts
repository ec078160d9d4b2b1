// Users (spec 000 §3, §5, §6): GET /api/user (paged), GET /api/user/:id, GET /api/user/options,
// POST /api/user/add | edit | delete | enable. Guarded by the `user` flag and the scenic-area scope.

import { z } from 'zod';
import { type Actor, isSuperAdmin } from '../../../domain/auth/actor.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import { EnableInput, IdInput } from '../../../domain/users/password.schema.ts';
import {
  UserEdit,
  UserInput,
  UserListQuery,
  UserOptions,
  UserRow,
} from '../../../domain/users/user.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import type { AuditAction } from '../audit/auditLog.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endUserSessions } from '../auth/session.repository.ts';
import { auditedChange, type Change } from '../crud/auditedChange.ts';
import { isUniqueViolation } from '../db/pgErrors.ts';
import { AppError, notFound } from '../http/appError.ts';
import { assertManageable } from './manageable.ts';
import * as users from './user.repository.ts';
import { checkUserReferences } from './userReferences.ts';

const tags = ['users'];
const guard = requireFlag('user');

export function visibility(actor: Actor): users.UserVisibility {
  return { scope: actor.areaScope, superAdmins: isSuperAdmin(actor) };
}

/** The user behind an id if the caller may see it; 404 otherwise (another area's user is not revealed). */
export async function visibleUser(ctx: AppContext, actor: Actor, id: number) {
  const user = await users.getUser(ctx.pool, id);
  if (!user || !users.isVisible(visibility(actor), user)) throw notFound();
  return user;
}

/** A user the caller may see (else 404) and manage (else 403): see manageable.ts. */
export async function managedUser(ctx: AppContext, actor: Actor, id: number) {
  const user = await visibleUser(ctx, actor, id);
  assertManageable(actor, user);
  return user;
}

/** The row as answered: no access-check extras. */
const shown = ({ isSuperAdmin: _, roleAuthority: __, ...row }: users.StoredUser): UserRow => row;

/** A change of user `id` (none for a create) for the audit log, with the user as it was answered. */
export function userChange(
  action: AuditAction,
  scenicAreaId: number,
  id?: number,
  before?: users.StoredUser,
): Change {
  return { entity: 'user', entityId: id, scenicAreaId, action, before: before && shown(before) };
}

/**
 * Accounts are unique across the installation (sign-in knows no scenic area). A clash with a user
 * the caller may see is named as taken (409 ACCOUNT_TAKEN); with anyone else the account is only
 * "not usable" (409 ACCOUNT_UNAVAILABLE), so the answer tells nothing of another area's users.
 */
async function accountClash(ctx: AppContext, actor: Actor, account: string): Promise<AppError> {
  const holder = await users.findUserByAccount(ctx.pool, account);
  const seen = holder !== undefined && users.isVisible(visibility(actor), holder);
  return new AppError(409, seen ? 'ACCOUNT_TAKEN' : 'ACCOUNT_UNAVAILABLE', { account });
}

function refuseSelf(actor: Actor, id: number): void {
  if (actor.userId === id) throw new AppError(409, 'ACCOUNT_IN_USE');
}

// Not plain CRUD (crud/crudRoutes.ts): accounts are unique installation-wide, a user is managed only by
// one who holds its flags, nobody disables or deletes themselves, and a disabled user's sessions and
// sockets end. The writes share only auditedChange (one transaction with the audit entry).
export async function usersRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/user',
    {
      schema: { tags, summary: 'Users, paged', querystring: UserListQuery, response: { 200: page(UserRow) } },
      preHandler: guard,
    },
    async (request) => {
      const [rows, total] = await users.listUsers(ctx.pool, visibility(actorOf(request)), request.query);
      return { msg: '', data: [rows.map(shown), total] as [UserRow[], number] };
    },
  );

  app.get(
    '/user/options',
    {
      schema: {
        tags,
        summary: 'Scenic areas, zones, permissions and agencies for the user and permission forms',
        response: { 200: ok(UserOptions) },
      },
      preHandler: requireFlag('user', 'permission'),
    },
    async (request) => ({ msg: '', data: await users.userOptions(ctx.pool, actorOf(request).areaScope) }),
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'One user',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ok(UserRow) },
      },
      preHandler: guard,
    },
    async (request) => ({
      msg: '',
      data: shown(await visibleUser(ctx, actorOf(request), request.params.id)),
    }),
  );

  app.post(
    '/user/add',
    {
      schema: { tags, summary: 'Add a user', body: UserInput, response: { 200: ok(UserRow) } },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const input = request.body;
      await checkUserReferences(ctx.pool, actor, input);
      const passwordHash = await hashPassword(input.password);
      const data = await auditedChange(
        ctx.pool,
        actor,
        userChange('create', input.scenicAreaID),
        async (tx) => shown((await users.getUser(tx, await users.insertUser(tx, input, passwordHash)))!),
      ).catch(async (error) => {
        throw isUniqueViolation(error, 'users_account')
          ? await accountClash(ctx, actor, input.account)
          : error;
      });
      return { msg: '', data };
    },
  );

  app.post(
    '/user/edit',
    {
      schema: { tags, summary: 'Edit a user', body: UserEdit, response: { 200: ok(UserRow) } },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const input = request.body;
      const before = await managedUser(ctx, actor, input.id);
      if (!input.isEnable) refuseSelf(actor, input.id);
      await checkUserReferences(ctx.pool, actor, input);
      const update = userChange('update', input.scenicAreaID, input.id, before);
      const after = await auditedChange(ctx.pool, actor, update, async (tx) => {
        await users.updateUser(tx, input);
        if (!input.isEnable) await endUserSessions(tx, input.id);
        return shown((await users.getUser(tx, input.id))!);
      });
      if (!after.isEnable) ctx.endSockets({ userId: String(after.id) });
      return { msg: '', data: after };
    },
  );

  app.post(
    '/user/delete',
    {
      schema: {
        tags,
        summary: 'Delete a user (not the one signed in)',
        body: IdInput,
        response: { 200: ok(UserRow) },
      },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await managedUser(ctx, actor, request.body.id);
      refuseSelf(actor, before.id);
      await auditedChange(
        ctx.pool,
        actor,
        userChange('delete', before.scenicAreaID, before.id, before),
        (tx) => users.deleteUser(tx, before.id),
      );
      ctx.endSockets({ userId: String(before.id) });
      return { msg: '', data: shown(before) };
    },
  );

  app.post(
    '/user/enable',
    {
      schema: {
        tags,
        summary: 'Enable or disable a user',
        body: EnableInput,
        response: { 200: ok(UserRow) },
      },
      preHandler: guard,
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, isEnable } = request.body;
      const before = await managedUser(ctx, actor, id);
      if (!isEnable) refuseSelf(actor, id);
      const enable = userChange(isEnable ? 'enable' : 'disable', before.scenicAreaID, id, before);
      const after = await auditedChange(ctx.pool, actor, enable, async (tx) => {
        await users.setUserEnabled(tx, id, isEnable);
        if (!isEnable) await endUserSessions(tx, id);
        return shown((await users.getUser(tx, id))!);
      });
      if (!after.isEnable) ctx.endSockets({ userId: String(after.id) });
      return { msg: '', data: after };
    },
  );
}
