// Who a visitor is (spec 002 §6): the messaging app's openid. In production the page sends the OAuth
// `code` the app's redirect gave it and the server exchanges it for the openid (WECHAT_APPID and
// WECHAT_APP_SECRET set); on the embedded default each new visitor gets a sandbox identity, labelled
// as such on the pages. Either way the server answers a token (`<openid>.<expiry>.<HMAC>`, valid for
// VISITOR_TOKEN_DAYS), and every visitor call carries it in `X-Visitor-Token`: an openid the caller
// merely names proves nothing, and an expired token is refused like a missing one (401
// VISITOR_IDENTITY_MISSING: the pages ask the visitor to enter again).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../domain/clock.ts';
import { DomainError } from '../../../domain/decider.ts';
import type { AppContext } from '../appContext.ts';
import { sharedSecret } from '../config/secrets.ts';

export const VISITOR_TOKEN_HEADER = 'x-visitor-token';

export interface WechatOAuth {
  appId: string;
  /** code → openid (sns/oauth2/access_token); injectable so tests need no network. */
  exchange(code: string): Promise<string>;
}

export interface VisitorIdentity {
  readonly sandbox: boolean;
  /** The openid of a code (production) or a new sandbox openid. Null: the code was refused. */
  openidOf(code: string | undefined): Promise<string | null>;
  authorizeUrl(redirect: string): string | null;
  tokenOf(openid: string): string;
  /** The openid a request's token proves, else VISITOR_IDENTITY_MISSING (401). */
  openidOfRequest(request: FastifyRequest): string;
}

export function wechatOAuthFromEnv(env = process.env, fetchFn: typeof fetch = fetch): WechatOAuth | null {
  const appId = env.WECHAT_APPID;
  const secret = env.WECHAT_APP_SECRET;
  if (!appId || !secret) return null;
  return {
    appId,
    async exchange(code) {
      const url = new URL('https://api.weixin.qq.com/sns/oauth2/access_token');
      url.search = new URLSearchParams({
        appid: appId,
        secret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const answer = (await (await fetchFn(url, { signal: AbortSignal.timeout(10_000) })).json()) as {
        openid?: string;
      };
      if (!answer.openid) throw new DomainError('VISITOR_IDENTITY_MISSING');
      return answer.openid;
    },
  };
}

/** How long a token proves its openid, judged by which clock (the settings and ctx.clock in the app). */
export interface VisitorTokenLife {
  clock: Clock;
  lifetimeMs: number;
}

export function visitorIdentity(
  key: string,
  oauth: WechatOAuth | null,
  life: VisitorTokenLife,
): VisitorIdentity {
  const mac = (openid: string, expires: string) =>
    createHmac('sha256', key).update(`visitor:${openid}:${expires}`).digest('base64url');
  /** `<openid>.<expiry, epoch seconds>.<HMAC of both>`: the openid, while the expiry is ahead. */
  const verify = (token: string): string | null => {
    const [openid, expires, given, extra] = token.split('.');
    if (!openid || !expires || !given || extra !== undefined || !/^\d{1,12}$/.test(expires)) return null;
    const expected = Buffer.from(mac(openid, expires));
    const signed = Buffer.from(given);
    if (signed.length !== expected.length || !timingSafeEqual(signed, expected)) return null;
    return Number(expires) * 1000 > life.clock.now().getTime() ? openid : null;
  };
  const tokenOf = (openid: string) => {
    const expires = String(Math.floor((life.clock.now().getTime() + life.lifetimeMs) / 1000));
    return `${openid}.${expires}.${mac(openid, expires)}`;
  };
  return {
    sandbox: oauth === null,
    async openidOf(code) {
      if (!oauth) return `sandbox-${randomBytes(12).toString('base64url')}`;
      return code ? oauth.exchange(code) : null;
    },
    authorizeUrl(redirect) {
      if (!oauth) return null;
      const query = new URLSearchParams({
        appid: oauth.appId,
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'snsapi_base',
      });
      return `https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    tokenOf,
    openidOfRequest(request) {
      const header = request.headers[VISITOR_TOKEN_HEADER];
      const openid = typeof header === 'string' ? verify(header) : null;
      if (!openid) throw new DomainError('VISITOR_IDENTITY_MISSING');
      return openid;
    },
  };
}

export async function visitorIdentityOf(ctx: AppContext): Promise<VisitorIdentity> {
  const key = process.env.VISITOR_TOKEN_KEY ?? (await sharedSecret(ctx.pool, 'visitor_token_key'));
  const lifetimeMs = ctx.config.VISITOR_TOKEN_DAYS * 24 * 60 * 60 * 1000;
  return visitorIdentity(key, wechatOAuthFromEnv(), { clock: ctx.clock, lifetimeMs });
}
