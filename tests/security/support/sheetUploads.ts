// Sending spreadsheets to a test server: the device import, and any uploads watched by /health.
import type { TestServer } from '../../support/testServer.ts';

export interface UploadAnswer {
  status: number;
  body: { code: string; message: string };
}

/** POST /api/device/import of `file` as `token`, in `lang`. */
export async function deviceImport(
  server: TestServer,
  token: string,
  file: Buffer,
  lang: 'en' | 'cn',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'devices.xlsx');
  const res = await fetch(`${server.url}/api/device/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

/** Waits for `uploads` while asking /health again and again until all are answered. */
export async function whileAskingHealth<T>(server: TestServer, uploads: Promise<T>[]) {
  let answered = false;
  const all = Promise.all(uploads).finally(() => {
    answered = true;
  });
  const health: number[] = [];
  do health.push((await fetch(`${server.url}/health`)).status);
  while (!answered);
  return { answers: await all, health };
}
