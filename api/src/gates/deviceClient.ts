// A gate device as the protocol wants it (docs/gates.md): signed JSON calls. The gate simulator,
// the benchmark and the tests speak through it; a vendor's firmware does the same in its language.
import http from 'node:http';
import https from 'node:https';
import type {
  FeedbackAnswer,
  HeartbeatAnswer,
  PassAnswer,
  PassRequest,
} from '../../../domain/gates/gate.schema.ts';
import { DEVICE_SIGNATURE_HEADER } from '../../../domain/gates/gate.schema.ts';
import { signBody } from './deviceSignature.ts';

export interface DeviceClient {
  pass(request: Omit<PassRequest, 'deviceNo'>): Promise<{ status: number; body: PassAnswer }>;
  feedback(
    requestId: string,
    passed: boolean,
  ): Promise<{ status: number; body: typeof FeedbackAnswer._output }>;
  heartbeat(
    acks?: { commandId: string; ok: boolean; message?: string }[],
  ): Promise<{ status: number; body: HeartbeatAnswer }>;
}

/** A POST of a JSON body on `agent`'s kept-alive connections; the answer's status and parsed JSON. */
export function postJsonKeepAlive<T>(
  agent: http.Agent,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `baseUrl` is the server's origin (http://host:port). Each device keeps its connections alive, as
 * fetch would, through node:http rather than fetch: at hundreds of passes a second, fetch's
 * per-response objects outlive the young generation (they are tracked for clean-up until a full
 * collection), and the load generator of the gate benchmark paused for its own collections.
 */
export function deviceClient(baseUrl: string, deviceNo: string, secret: string): DeviceClient {
  const agent = baseUrl.startsWith('https:')
    ? new https.Agent({ keepAlive: true })
    : new http.Agent({ keepAlive: true });
  function signed<T>(path: string, payload: object): Promise<{ status: number; body: T }> {
    const body = JSON.stringify({ deviceNo, ...payload });
    return postJsonKeepAlive<T>(agent, `${baseUrl}/api/gate/${path}`, body, {
      [DEVICE_SIGNATURE_HEADER]: signBody(secret, body),
    });
  }
  return {
    pass: (request) => signed('pass', request),
    feedback: (requestId, passed) => signed('feedback', { requestId, passed }),
    heartbeat: (acks = []) => signed('heartbeat', { deviceTime: new Date().toISOString(), acks }),
  };
}
