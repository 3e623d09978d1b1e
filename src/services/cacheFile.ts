import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { CacheStorage } from '../core/lookup/lookupCache';

/** A lock older than this was left by a window that died mid-save. */
const STALE_LOCK_MS = 10_000;
/** How long a save waits for another window's save before going ahead without the lock. */
const LOCK_WAIT_MS = 3_000;

/**
 * A cache file in a folder on disk that several windows (extension hosts) share: each write goes to a
 * temporary file renamed over the old one, so no reader sees half a file, and a lock file keeps two
 * windows' read-merge-write saves from interleaving. Plain Node, so it is tested as it runs.
 */
export function folderCacheStorage(folder: string, name: string): CacheStorage {
  const file = path.join(folder, name);
  const lock = `${file}.lock`;
  return {
    read: async () => {
      try {
        return await fs.readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    write: async (data) => {
      await fs.mkdir(folder, { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
      try {
        await fs.writeFile(temporary, data, 'utf8');
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    exclusive: async (work) => {
      await fs.mkdir(folder, { recursive: true });
      const held = await acquire(lock);
      try {
        return await work();
      } finally {
        if (held) await fs.rm(lock, { force: true });
      }
    },
    setAside: async () => {
      const aside = `${file}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await fs.rename(file, aside);
      return aside;
    },
  };
}

/** Takes the lock file; false when another window held it past the wait (the save goes ahead regardless). */
async function acquire(lock: string): Promise<boolean> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await fs.open(lock, 'wx')).close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    }
    const since = await fs.stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (since > STALE_LOCK_MS) await fs.rm(lock, { force: true });
    else if (Date.now() > deadline) return false;
    else await new Promise((resolve) => setTimeout(resolve, 15 + Math.random() * 20));
  }
}
