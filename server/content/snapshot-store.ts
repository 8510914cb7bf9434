import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The last good answer of each content query, kept on disk so that an outage that outlives a restart
 * still serves what visitors saw last.
 */
export type Snapshot = { value: unknown; savedAt: number };

export type SnapshotStore = {
  read(key: string): Promise<Snapshot | undefined>;
  write(key: string, value: unknown): Promise<void>;
};

export function createSnapshotStore(dir: string): SnapshotStore {
  const fileFor = (key: string) =>
    path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  // Snapshots that exist are kept in memory once read or written: during an outage every request would
  // otherwise read the same file again. Only real content is ever written, so this stays small.
  const known = new Map<string, Snapshot>();
  return {
    async read(key) {
      if (known.has(key)) return known.get(key);
      try {
        const saved = JSON.parse(await readFile(fileFor(key), 'utf8')) as {
          key: string;
          savedAt: string;
          value: unknown;
        };
        if (saved.key !== key) return undefined;
        const snapshot = { value: saved.value, savedAt: Date.parse(saved.savedAt) };
        known.set(key, snapshot);
        return snapshot;
      } catch {
        return undefined;
      }
    },
    async write(key, value) {
      const file = fileFor(key);
      const temp = `${file}.${process.pid}.tmp`;
      const savedAt = Date.now();
      const body = JSON.stringify({ key, savedAt: new Date(savedAt).toISOString(), value });
      // Write then rename, so a crash never leaves half a snapshot behind. The folder is made when a write finds
      // it missing, on the first write or after it has gone (a disk cleaned, a volume mounted late), so one
      // failure never stops the writes after it.
      try {
        await writeFile(temp, body);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true });
        await writeFile(temp, body);
      }
      await rename(temp, file);
      known.set(key, { value, savedAt });
    },
  };
}
