import { expect } from 'vitest';

/** The headers every answer carries (api/src/http/securityHeaders.ts). */
export function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}
