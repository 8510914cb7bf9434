import type { Pool } from './postgres.ts';
import type { Snapshot, SnapshotStore } from '../content/snapshot-store.ts';

/**
 * Last-known-good content in PostgreSQL: a replica started for the first time during a CMS outage serves
 * what any replica saw last. A database that is down only means no snapshot, never an error for a visitor.
 */
export function createPgSnapshotStore(pool: Pool, warn: (message: string, details?: unknown) => void): SnapshotStore {
  const known = new Map<string, Snapshot>();
  return {
    async read(key) {
      if (known.has(key)) return known.get(key);
      try {
        const { rows } = await pool.query<{ value: unknown; saved_at: Date }>(
          'SELECT value, saved_at FROM content_snapshots WHERE key = $1',
          [key],
        );
        if (rows[0] === undefined) return undefined;
        const snapshot = { value: rows[0].value, savedAt: rows[0].saved_at.getTime() };
        known.set(key, snapshot);
        return snapshot;
      } catch (error) {
        warn('content snapshot not readable from PostgreSQL', (error as Error).message);
        return undefined;
      }
    },
    async write(key, value) {
      known.set(key, { value, savedAt: Date.now() });
      try {
        await pool.query(
          `INSERT INTO content_snapshots (key, value, saved_at) VALUES ($1, $2, now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, saved_at = now()`,
          [key, JSON.stringify(value)],
        );
      } catch (error) {
        warn('content snapshot not saved to PostgreSQL', (error as Error).message);
      }
    },
  };
}
