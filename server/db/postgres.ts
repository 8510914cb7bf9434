import pg from 'pg';

// PostgreSQL, when DATABASE_URL is set (docs/replicas.md): one pool per process, and the schema migrated at
// start under an advisory lock, so replicas starting together never race.

export type Pool = pg.Pool;

export class DatabaseUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const where = (() => {
      try {
        const parsed = new URL(url);
        return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
      } catch {
        return 'the configured server';
      }
    })();
    super(`DATABASE_URL: cannot use PostgreSQL at ${where} (${(cause as Error).message || String(cause)})`);
    this.name = 'DatabaseUnavailableError';
  }
}

export function createPool(url: string, log: (message: string, details?: unknown) => void): Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    // A visitor's request never waits long on a database that is down: it gets a 503 instead.
    connectionTimeoutMillis: 2_000,
    query_timeout: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away reports here; without a listener it would crash the process.
  pool.on('error', (error) => log('postgres connection lost', error.message));
  return pool;
}

/** A fixed key for pg_advisory_xact_lock: the schema migration, one replica at a time. */
const MIGRATION_LOCK = 0x67770001;

const MIGRATIONS: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE leads (
        id BIGSERIAL PRIMARY KEY,
        created_at BIGINT NOT NULL,
        fingerprint TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        sent_at BIGINT,
        sending_since BIGINT
      );
      CREATE INDEX leads_due ON leads (status, next_attempt_at);
      CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at);
      CREATE TABLE content_snapshots (
        key TEXT PRIMARY KEY,
        value JSONB NOT NULL,
        saved_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `,
  },
];

/**
 * Brings the schema up to date in one transaction under an advisory lock: a second replica waits for the
 * first to commit, then finds nothing to do. Returns the versions this call applied.
 */
export async function migrate(pool: Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS.filter((m) => !done.has(m.version))) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Connects and migrates at start; any failure is one line naming DATABASE_URL (the server then exits 1). */
export async function openDatabase(url: string, log: (message: string, details?: unknown) => void) {
  const pool = createPool(url, log);
  try {
    const applied = await migrate(pool);
    return { pool, applied };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(url, error);
  }
}
