import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';
import { lead, submit, waitFor } from './support/contact-harness.ts';
import { postgresHarness, quiet } from './support/postgres-harness.ts';
import { createPool, inTransaction, migrate } from '../../server/db/postgres.ts';
import { PgLeadStore } from '../../server/db/pg-lead-store.ts';

// Leads in a real PostgreSQL server, with several app instances on one database standing in for replicas
// (docs/replicas.md). Publishes, snapshots and outages across replicas are in postgres-replicas.test.ts.
describe('PostgreSQL (DATABASE_URL): schema and leads', () => {
  const db = postgresHarness();

  it('migrates once when two replicas start together, under an advisory lock', async () => {
    const url = db.newDatabase();
    const pools = [createPool(url, quiet), createPool(url, quiet)];
    const applied = await Promise.all(pools.map((pool) => migrate(pool)));
    expect(applied.flat()).toEqual([1, 2]);
    const { rows } = await pools[0]!.query('SELECT version FROM schema_migrations');
    expect(rows).toEqual([{ version: 1 }, { version: 2 }]);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('an unreachable server or a wrong URL stops the start with one line naming DATABASE_URL', async () => {
    await expect(buildTestApp({ DATABASE_URL: 'postgres://site:s3cret@127.0.0.1:1/growthwise' })).rejects.toThrow(
      /^DATABASE_URL: cannot use PostgreSQL at 127\.0\.0\.1:1\/growthwise \(.+\)$/,
    );
    await expect(buildTestApp({ DATABASE_URL: 'mysql://site@db/growthwise' })).rejects.toThrow(
      'DATABASE_URL must be a postgres:// URL, such as postgres://user:password@db.internal:5432/growthwise',
    );
    await expect(buildTestApp({ DATABASE_URL: `${db.pg.url.replace('/postgres', '/missing')}` })).rejects.toThrow(
      /DATABASE_URL: .*missing/,
    );
  });

  it('mails every lead exactly once while two replicas run the outbox, through a SendGrid outage', async () => {
    const url = db.newDatabase();
    const [a, b] = [await db.replica(url), await db.replica(url)];
    db.sendgrid.mode = '500';
    for (let i = 0; i < 10; i += 1) expect((await submit(i % 2 ? a : b, lead())).statusCode).toBe(201);
    await waitFor(() => db.sendgrid.attempts > 2);
    db.sendgrid.mode = '202';
    await waitFor(async () => (await a.leads.store.backlog()).pending === 0, 10_000);
    await a.leads.outbox.flush();
    await b.leads.outbox.flush();
    const ids = db.sendgrid.accepted.map((mail) => (mail.custom_args as { lead_id?: string } | undefined)?.lead_id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect((await b.leads.store.all()).every((stored) => stored.status === 'sent')).toBe(true);
  });

  it('a lead claimed by a worker that died is sent by another after the lease, once', async () => {
    const url = db.newDatabase();
    const pool = createPool(url, quiet);
    await migrate(pool);
    const [dead, alive] = [new PgLeadStore(pool, { leaseMs: 60_000 }), new PgLeadStore(pool, { leaseMs: 60_000 })];
    const start = Date.now();
    const { id } = await dead.accept({ ...lead(), phone: 'Not provided' }, start);
    expect((await dead.claimNext(start))?.id).toBe(id);
    // The worker holding it died: within the lease nobody takes it, after it exactly one worker does.
    expect(await alive.claimNext(start + 59_000)).toBeUndefined();
    const [first, second] = await Promise.all([alive.claimNext(start + 61_000), dead.claimNext(start + 61_000)]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual([id]);
    expect((first ?? second)?.unsettledClaimAt).toBe(start);
    await pool.end();
  });

  it('a connection cut in the middle of a transaction fails that transaction only, not the process', async () => {
    const pool = createPool(db.newDatabase(), quiet);
    const cut = inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // What a database restart does to a connection that is between two statements of a transaction.
      const pid = rows[0]!.pid;
      await pool.query('SELECT pg_terminate_backend($1)', [pid]);
      await waitFor(
        async () => (await pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 0,
      );
      // The server's goodbye reaches the idle connection as an 'error' event (no listener here, on purpose).
      await new Promise((resolve) => setTimeout(resolve, 100));
      await client.query('SELECT 1');
    });
    await expect(cut).rejects.toThrow(/terminating connection|not queryable/);
    // The broken connection was discarded, not handed to the next caller.
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });

  it('the same submission on two replicas at once is one lead', async () => {
    const url = db.newDatabase();
    const [a, b] = [await db.replica(url), await db.replica(url)];
    const same = lead({ message: 'The same message, sent twice.' });
    const answers = await Promise.all([submit(a, same), submit(b, same), submit(a, same)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await a.leads.store.all()).toHaveLength(1);
  });
});
