// Visitor tokens (issue 29): they used to prove an openid for ever; now they carry their expiry,
// signed with it, and an expired, altered or old-style token is refused as VISITOR_IDENTITY_MISSING
// (401), the answer on which the visitor pages ask the visitor to enter again.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../../domain/decider.ts';
import { VISITOR_TOKEN_HEADER, visitorIdentity } from './visitorIdentity.ts';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2026-03-01T08:00:00Z');
const clock = { now: () => new Date(now) };
const identity = visitorIdentity('k'.repeat(32), null, { clock, lifetimeMs: 7 * DAY });
const asking = (token: string) =>
  ({ headers: { [VISITOR_TOKEN_HEADER]: token } }) as unknown as FastifyRequest;
const refused = (token: string) => {
  try {
    identity.openidOfRequest(asking(token));
    return false;
  } catch (error) {
    return isDomainError(error, 'VISITOR_IDENTITY_MISSING');
  }
};

describe('visitor tokens', () => {
  it('prove their openid until they expire, then are refused', () => {
    now = Date.parse('2026-03-01T08:00:00Z');
    const token = identity.tokenOf('sandbox-abc');
    now += 7 * DAY - 1000;
    expect(identity.openidOfRequest(asking(token))).toBe('sandbox-abc');
    now += 2000;
    expect(refused(token)).toBe(true);
  });

  it('refuse a token whose expiry was moved, and the old tokens that carried none', () => {
    now = Date.parse('2026-03-01T08:00:00Z');
    const [openid, expiry, mac] = identity.tokenOf('sandbox-abc').split('.');
    expect(refused(`${openid}.${Number(expiry) + 1_000_000}.${mac}`)).toBe(true);
    expect(refused(`${openid}.${mac}`)).toBe(true);
  });
});
