// Passwords: POST /api/user/resetPassword (administrators, `user` flag, scenic-area scope) and
// POST /api/user/changePassword (anyone signed in, for themselves; needs the old password).

import { z } from 'zod';
import { ChangePasswordInput, ResetPasswordInput } from '../../../domain/users/password.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { actorOf, requireFlag, requireSession, requireSignedIn } from '../auth/guard.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endUserSessions } from '../auth/session.repository.ts';
import { auditedChange } from '../crud/auditedChange.ts';
import { AppError } from '../http/appError.ts';
import { passwordHashOf, setPasswordHash } from './user.repository.ts';
import { managedUser, userChange } from './users.routes.ts';

const tags = ['users'];
const Done = z.object({ msg: z.literal('') });

/** Wrong old passwords are tried at most this often per session and minute. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export async function passwordRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/user/resetPassword',
    {
      schema: {
        tags,
        summary: "Set a user's password (the user's other sessions end)",
        body: ResetPasswordInput,
        response: { 200: Done },
      },
      preHandler: requireFlag('user'),
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, password } = request.body;
      const user = await managedUser(ctx, actor, id);
      const hash = await hashPassword(password);
      await auditedChange(ctx.pool, actor, userChange('update', user.scenicAreaID, id), async (tx) => {
        await setPasswordHash(tx, id, hash);
        await endUserSessions(tx, id, requireSession(request).tokenHash);
        return { passwordReset: true }; // what the audit log records, not the hash
      });
      ctx.endSockets({ userId: String(id), exceptSessionId: requireSession(request).tokenHash });
      return { msg: '' as const };
    },
  );

  app.post(
    '/user/changePassword',
    {
      schema: {
        tags,
        summary: 'Change one’s own password (other sessions end)',
        body: ChangePasswordInput,
        response: { 200: Done },
      },
      preHandler: requireSignedIn,
      config: {
        rateLimit: {
          ...CHANGE_PASSWORD_LIMIT,
          keyGenerator: (request) => request.session?.tokenHash ?? request.ip,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { oldPassword, newPassword } = request.body;
      const current = await passwordHashOf(ctx.pool, session.userId);
      if (!(await verifyPassword(current, oldPassword))) {
        request.log.warn({ account: session.account }, 'password change refused: wrong old password');
        throw new AppError(400, 'OLD_PASSWORD_WRONG');
      }
      const hash = await hashPassword(newPassword);
      await inTransaction(ctx.pool, async (tx) => {
        await setPasswordHash(tx, session.userId, hash);
        await endUserSessions(tx, session.userId, session.tokenHash);
        await recordChange(tx, {
          entity: 'user',
          entityId: session.userId,
          action: 'update',
          after: { passwordChanged: true },
          userId: session.userId,
          scenicAreaId: session.scenicAreaId,
        });
      });
      ctx.endSockets({ userId: String(session.userId), exceptSessionId: session.tokenHash });
      return { msg: '' as const };
    },
  );
}
