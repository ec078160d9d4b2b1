import fastifyHelmet from '@fastify/helmet';
import type { App } from '../appContext.ts';

/**
 * Security headers on every answer (HTML pages, assets, API, /docs), through @fastify/helmet.
 * The policy is what the three front ends need and no more: scripts and styles come from this
 * origin (antd writes <style> elements at run time, hence 'unsafe-inline' for styles only),
 * images may be data: (QR codes) or blob: (upload previews), socket.io connects back to 'self',
 * and no other site may frame a page. No `upgrade-insecure-requests`: plain-HTTP installs on a
 * LAN address must keep loading their own assets.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
  },
};

export async function securityHeaders(app: App): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers heed it only over HTTPS; no includeSubDomains: other hosts of the domain are not ours.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  });
}
