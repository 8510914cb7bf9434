import pg from 'pg';

// PostgreSQL, when DATABASE_URL is set (docs/replicas.md): one pool per process, and the schema migrated at
// start under an advisory lock, so replicas starting together never race.

export type Pool = pg.Pool;

/** host:port/database of a DATABASE_URL: what messages may show (never the user or password). */
export function databaseLabel(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

export class DatabaseUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `DATABASE_URL: cannot use PostgreSQL at ${databaseLabel(url)} (${(cause as Error).message || String(cause)})`,
    );
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
  {
    // Leads copied in from a replica's SQLite file (npm run leads -- --copy-to-postgres) keep where they came
    // from, so a copy run twice adds nothing the second time.
    version: 2,
    sql: `
      ALTER TABLE leads ADD COLUMN origin TEXT;
      CREATE UNIQUE INDEX leads_origin ON leads (origin);
    `,
  },
];

/**
 * Brings the schema up to date in one transaction under an advisory lock: a second replica waits for the
 * first to commit, then finds nothing to do. Returns the versions this call applied.
 */
export async function migrate(pool: Pool): Promise<number[]> {
  return inTransaction(pool, async (client) => {
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
    return applied;
  });
}

/**
 * Runs `work` on one connection inside BEGIN … COMMIT, rolled back if it throws. While the connection is
 * ours, its server going away (a restart) is an 'error' event on it: heard here, it fails the transaction
 * (the next query rejects) instead of crashing the process, and the broken connection is discarded.
 */
export async function inTransaction<T>(pool: Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    broken ??= error instanceof Error && isConnectionError(error) ? error : undefined;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** Errors after which a connection is not worth returning to the pool. */
function isConnectionError(error: Error & { code?: string }) {
  return !error.code || error.code.startsWith('57P') || error.code.startsWith('08');
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
