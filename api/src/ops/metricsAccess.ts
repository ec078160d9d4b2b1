// Who may read /metrics (issue 8, finding 9: it was open to anyone). With METRICS_TOKEN set, a
// request must carry `Authorization: Bearer <METRICS_TOKEN>`, from wherever; without it, only the
// machine itself (a loopback address, as the server sees it after TRUST_PROXY) is answered.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../http/appError.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

export function metricsAccess(token: string | undefined): preHandlerAsyncHookHandler {
  const wanted = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async (request, reply) => {
    if (wanted === undefined) {
      if (!isLoopback(request.ip)) throw new AppError(403, 'METRICS_LOOPBACK_ONLY');
      return;
    }
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), wanted)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'UNAUTHORIZED');
    }
  };
}
