// A gate device as the protocol wants it (docs/gates.md): signed JSON calls. The gate simulator,
// the benchmark and the tests speak through it; a vendor's firmware does the same in its language.
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

/** `baseUrl` is the server's origin (http://host:port). */
export function deviceClient(baseUrl: string, deviceNo: string, secret: string): DeviceClient {
  async function signed<T>(path: string, payload: object): Promise<{ status: number; body: T }> {
    const body = JSON.stringify({ deviceNo, ...payload });
    const res = await fetch(`${baseUrl}/api/gate/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEVICE_SIGNATURE_HEADER]: signBody(secret, body) },
      body,
    });
    return { status: res.status, body: (await res.json()) as T };
  }
  return {
    pass: (request) => signed('pass', request),
    feedback: (requestId, passed) => signed('feedback', { requestId, passed }),
    heartbeat: (acks = []) => signed('heartbeat', { deviceTime: new Date().toISOString(), acks }),
  };
}
