// Sign-in (spec 000 §7): POST /api/login, POST /api/logout, GET /api/user/current.

import { z } from 'zod';
import { LoginInput, LoginResponse, LoginUser } from '../../../domain/users/login.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { AppError, unauthorized } from '../http/appError.ts';
import { requireSession, requireSignedIn } from './guard.ts';
import { clearFailures, LOGIN_ADDRESS_LIMIT, lockedMinutes, recordFailure } from './loginThrottle.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, endSession } from './session.repository.ts';
import { SESSION_TTL_MS, TOKEN_COOKIE } from './tokens.ts';
import { findUserByAccount, findUserById, loginUser } from './userRecord.ts';

const Done = z.object({ msg: z.literal('') });

export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/login',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Sign in; answers a token valid one day (also set as the httpOnly cookie `token`)',
        body: LoginInput,
        response: { 200: LoginResponse },
      },
      config: { rateLimit: LOGIN_ADDRESS_LIMIT },
    },
    async (request, reply) => {
      const { account, password } = request.body;
      const refuse = (reason: string, error: AppError) => {
        // Never the password.
        request.log.warn({ account, ip: request.ip, reason }, 'sign-in refused');
        return error;
      };
      const minutes = await lockedMinutes(ctx.pool, account, request.ip);
      if (minutes > 0) throw refuse('locked', new AppError(429, 'ACCOUNT_LOCKED', { minutes }));

      const user = await findUserByAccount(ctx.pool, account);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await recordFailure(ctx.pool, account, request.ip);
        throw refuse(user ? 'wrong password' : 'unknown account', new AppError(401, 'LOGIN_FAILED'));
      }
      if (!user.isEnable) throw refuse('disabled', new AppError(401, 'ACCOUNT_DISABLED'));
      await clearFailures(ctx.pool, account, request.ip);

      const { token } = await createSession(ctx.pool, user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
      });
      request.log.info({ account: user.account, userId: user.id }, 'signed in');
      return { msg: '' as const, token, user: loginUser(user) };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Sign out: the session ends on the server and its token stops working',
        response: { 200: Done },
      },
    },
    async (request, reply) => {
      if (request.session) {
        await endSession(ctx.pool, request.session.tokenHash);
        ctx.endSockets({ sessionId: request.session.tokenHash });
      }
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return { msg: '' as const };
    },
  );

  app.get(
    '/user/current',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'The signed-in user, as the login call answers it (personal centre)',
        response: { 200: z.object({ msg: z.literal(''), data: LoginUser }) },
      },
      preHandler: requireSignedIn,
    },
    async (request) => {
      const user = await findUserById(ctx.pool, requireSession(request).userId);
      if (!user) throw unauthorized();
      return { msg: '' as const, data: loginUser(user) };
    },
  );
}
