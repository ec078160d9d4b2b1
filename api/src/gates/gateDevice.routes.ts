// The device protocol (issue 13, docs/gates.md): pass, feedback, heartbeat. Every call is signed
// (X-Device-Signature: hex HMAC-SHA256 of the raw body with the device's secret), checked before
// the body is validated; a bad or missing signature is refused (401) and recorded on the device's
// stream. Answers are plain JSON: firmware reads them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passGate } from '../../../commands/gates/passGate.ts';
import {
  DEVICE_SIGNATURE_HEADER,
  FeedbackAnswer,
  Heartbeat,
  HeartbeatAnswer,
  PassAnswer,
  PassFeedback,
  PassRequest,
} from '../../../domain/gates/gate.schema.ts';
import { passMessage } from '../../../domain/gates/passReasons.ts';
import { pickLang } from '../../../domain/i18n/lang.ts';
import type { App, AppContext } from '../appContext.ts';
import { signatureMatches } from './deviceSignature.ts';
import { gateServices } from './gateServices.ts';
import type { GateSite } from './gateSites.ts';

const NONE = { uses: null, usesToday: null, minutes: null };
const sites = new WeakMap<FastifyRequest, GateSite>();
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The site of a signed request (set by the signature check before the handler runs). */
const siteOf = (request: FastifyRequest): GateSite => sites.get(request) as GateSite;

export async function gateDeviceRoutes(app: App, ctx: AppContext): Promise<void> {
  const gates = await gateServices(ctx);

  // Signed bodies are read as bytes: the signature is over exactly what the device sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      const error = Object.assign(new Error('body is not JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  /** Refuses an unknown device (404) or a bad signature (401, recorded) before validation. */
  async function checkSignature(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { deviceNo?: unknown; lang?: unknown } | undefined;
    const lang = pickLang(typeof body?.lang === 'string' ? body.lang : request.headers['accept-language']);
    const refuse = (status: number, reason: 'device_unknown' | 'bad_signature') =>
      reply.code(status).send({
        open: false,
        reason,
        message: passMessage(reason, lang),
        ticketID: null,
        remaining: NONE,
        persons: 0,
      });
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    const header = request.headers[DEVICE_SIGNATURE_HEADER];
    const signs = (found: GateSite | null) =>
      found?.secret != null &&
      signatureMatches(found.secret, raw, typeof header === 'string' ? header : undefined);
    const deviceNo = typeof body?.deviceNo === 'string' ? body.deviceNo : null;
    let site = deviceNo === null ? null : await gates.sites.site(deviceNo);
    // Master data is trusted for a moment (gateSites.ts): before refusing, look at it as it is now.
    if (deviceNo !== null && !signs(site)) site = await gates.sites.site(deviceNo, true);
    if (!site) return refuse(404, 'device_unknown');
    if (!signs(site)) {
      await gates.recordBadSignature(site, request.id, request.url);
      return refuse(401, 'bad_signature');
    }
    sites.set(request, site);
  }

  app.post(
    '/gate/pass',
    {
      preValidation: checkSignature,
      schema: {
        summary:
          'Device: may this credential pass? (signed; a repeated requestId answers the first decision)',
        body: PassRequest,
        response: { 200: PassAnswer },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const now = ctx.clock.now();
      const lang = pickLang(request.body.lang ?? request.headers['accept-language']);
      return passGate(gates.passDeps, gates.passSite(site, now), request.body, lang);
    },
  );

  app.post(
    '/gate/feedback',
    {
      preValidation: checkSignature,
      schema: {
        summary: 'Device: whether the visitor walked through after an open (not: the use is given back)',
        body: PassFeedback,
        response: { 200: FeedbackAnswer },
      },
    },
    async (request) => {
      const { requestId, passed } = request.body;
      if (passed) return { returned: false };
      return gates.returnPass(siteOf(request), requestId, ctx.clock.now());
    },
  );

  app.post(
    '/gate/heartbeat',
    {
      preValidation: checkSignature,
      schema: {
        summary: 'Device: I am here; acknowledges door commands and receives those waiting',
        body: Heartbeat,
        response: { 200: HeartbeatAnswer },
      },
    },
    async (request) => gates.heartbeat(siteOf(request), request.body, ctx.clock.now()),
  );
}
