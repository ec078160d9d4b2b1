// Issue 8 finding 10: a newcomer who runs `npm start` as root with the data in a folder other users
// cannot enter (a `mktemp -d` folder, root's home) gets one line saying what to do, not initdb's
// EACCES stack trace. Only root meets this: as anyone else Postgres runs as that user.

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const MAIN = path.resolve(import.meta.dirname, '../../api/src/main.ts');

describe.skipIf(process.getuid?.() !== 0)('starting as root from a closed folder', () => {
  it('prints one line naming the folder and what to do, and exits 1', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'scenic-closed-')); // mode 700, like `mktemp -d`
    try {
      const { DATABASE_URL: _given, ...inherited } = process.env; // the embedded Postgres, not one given
      const env = {
        ...inherited,
        DATA_DIR: path.join(closed, 'data'),
        PORT: '0',
        EMBEDDED_PG_PORT: '54397',
      };
      const failed = await run('npx', ['tsx', MAIN], { env }).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toBe('');
      expect(failed?.stderr.trim().split('\n')).toEqual([
        `The embedded Postgres runs as the "postgres" user when started by root, and that user cannot enter ${closed} (drwx------): start the app as another user, put the project and DATA_DIR in a folder others can enter (e.g. /opt or /srv), or set DATABASE_URL to a Postgres of your own.`,
      ]);
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });
});
