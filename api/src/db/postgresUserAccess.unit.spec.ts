import { describe, expect, it } from 'vitest';
import { closedFolder, foldersOf, mayEnter, modeString } from './postgresUserAccess.ts';

const ROOT = 0;
const postgres = { uid: 101, gids: [104] };
const notCreatedYet = { uid: -1, gids: [] };

/** A fake file system: folder → owner, group and mode. */
const tree: Record<string, { uid: number; gid: number; mode: number }> = {
  '/': { uid: ROOT, gid: ROOT, mode: 0o755 },
  '/root': { uid: ROOT, gid: ROOT, mode: 0o700 },
  '/root/app': { uid: ROOT, gid: ROOT, mode: 0o755 },
  '/opt': { uid: ROOT, gid: ROOT, mode: 0o755 },
  '/opt/app': { uid: ROOT, gid: ROOT, mode: 0o755 },
  '/opt/app/.data': { uid: ROOT, gid: ROOT, mode: 0o755 },
  '/opt/app/.data/pg': { uid: 101, gid: 104, mode: 0o700 },
  '/srv': { uid: ROOT, gid: 104, mode: 0o750 },
  '/srv/app': { uid: ROOT, gid: ROOT, mode: 0o755 },
};
const stat = (folder: string) => {
  const info = tree[folder];
  if (!info) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  return info;
};

describe('whether the postgres user can reach the binaries and the data', () => {
  it('lists a path and every folder above it, top first', () => {
    expect(foldersOf('/root/app/bin')).toEqual(['/', '/root', '/root/app', '/root/app/bin']);
    expect(foldersOf('/')).toEqual(['/']);
  });

  it('reads the owner, group and other search bits for the matching class only', () => {
    expect(mayEnter(postgres, { uid: 101, gid: 0, mode: 0o700 })).toBe(true);
    expect(mayEnter(postgres, { uid: 101, gid: 0, mode: 0o077 })).toBe(false); // owner bits decide
    expect(mayEnter(postgres, { uid: 0, gid: 104, mode: 0o750 })).toBe(true);
    expect(mayEnter(postgres, { uid: 0, gid: 104, mode: 0o705 })).toBe(false); // group bits decide
    expect(mayEnter(postgres, { uid: 0, gid: 0, mode: 0o701 })).toBe(true);
    expect(mayEnter(notCreatedYet, { uid: 0, gid: 0, mode: 0o770 })).toBe(false);
  });

  it("names the first closed folder: root's home", () => {
    const closed = closedFolder(postgres, ['/opt/app/bin', '/root/app/.data/pg'], stat);
    expect(closed).toEqual({ folder: '/root', mode: 'drwx------' });
  });

  it('passes folders open to it, its own data folder, its group’s folder and ones not made yet', () => {
    expect(closedFolder(postgres, ['/opt/app/.data/pg', '/srv/app/native/bin'], stat)).toBeUndefined();
  });

  it('treats a postgres user that does not exist yet as a stranger to group-only folders', () => {
    expect(closedFolder(notCreatedYet, ['/srv/app'], stat)).toEqual({ folder: '/srv', mode: 'drwxr-x---' });
  });

  it('shows modes as ls -l does', () => {
    expect(modeString(0o40755)).toBe('drwxr-xr-x');
    expect(modeString(0o700)).toBe('drwx------');
  });
});
