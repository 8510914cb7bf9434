import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signRequest } from '@contentful/node-apps-toolkit';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { startPostgres } from '../support/postgres-server.ts';
import type { PostgresServer } from '../support/postgres-server.ts';
import { sendgridEnv, startSendgridFake } from '../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../fakes/sendgrid-fake.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { createPool, inTransaction, migrate } from '../../server/db/postgres.ts';
import { PgLeadStore } from '../../server/db/pg-lead-store.ts';
import { listenForPublishes } from '../../server/db/publish-events.ts';

// Leads, snapshots and publish events in a real PostgreSQL server (tests/support/postgres-server.ts),
// with several app instances on one database standing in for replicas (docs/replicas.md).

const WEBHOOK_SECRET = 'k'.repeat(64);
let pg: PostgresServer;
let sendgrid: SendgridFake;
let cms: ContentfulFake;
let databases = 0;
const apps: FastifyInstance[] = [];
const quiet = () => undefined;

beforeAll(async () => {
  pg = await startPostgres();
  sendgrid = await startSendgridFake();
  cms = await startContentfulFake();
}, 60_000);
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  sendgrid.mode = '202';
  sendgrid.accepted.length = 0;
  cms.mode = 'ok';
});
afterAll(async () => {
  await sendgrid.close();
  await cms.close();
  await pg.stop();
});

const newDatabase = () => pg.createDatabase(`site_${(databases += 1)}`);

async function replica(databaseUrl: string, env: Record<string, string> = {}) {
  const app = await buildTestApp(
    {
      ...sendgridEnv(sendgrid),
      ...contentfulEnv(cms),
      CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DATABASE_URL: databaseUrl,
      CONTACT_RATE_LIMIT: '1000',
      ...env,
    },
    {
      leads: { outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 30 }, mailTimeoutMs: 300 },
      publishReconnectMs: 50,
    },
  );
  await app.ready();
  apps.push(app);
  return app;
}

let counter = 0;
const lead = (message = `Our pipeline stalled (${(counter += 1)}).`) => ({
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  message,
});
const submit = (app: FastifyInstance, payload: object) => app.inject({ method: 'POST', url: '/contact', payload });
const waitFor = (check: () => boolean | Promise<boolean>, timeout = 5_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );

/** How many sessions of this database listen for publishes: each replica opens one once it has started. */
async function listeners(databaseUrl: string): Promise<number> {
  const pool = createPool(databaseUrl, quiet);
  try {
    const { rows } = await pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await pool.end();
  }
}

describe('PostgreSQL (DATABASE_URL)', () => {
  it('migrates once when two replicas start together, under an advisory lock', async () => {
    const url = newDatabase();
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
    await expect(buildTestApp({ DATABASE_URL: `${pg.url.replace('/postgres', '/missing')}` })).rejects.toThrow(
      /DATABASE_URL: .*missing/,
    );
  });

  it('mails every lead exactly once while two replicas run the outbox, through a SendGrid outage', async () => {
    const url = newDatabase();
    const [a, b] = [await replica(url), await replica(url)];
    sendgrid.mode = '500';
    for (let i = 0; i < 10; i += 1) expect((await submit(i % 2 ? a : b, lead())).statusCode).toBe(201);
    await waitFor(() => sendgrid.attempts > 2);
    sendgrid.mode = '202';
    await waitFor(async () => (await a.leads.store.backlog()).pending === 0, 10_000);
    await a.leads.outbox.flush();
    await b.leads.outbox.flush();
    const ids = sendgrid.accepted.map((mail) => (mail.custom_args as { lead_id?: string } | undefined)?.lead_id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect((await b.leads.store.all()).every((stored) => stored.status === 'sent')).toBe(true);
  });

  it('a lead claimed by a worker that died is sent by another after the lease, once', async () => {
    const url = newDatabase();
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
    const pool = createPool(newDatabase(), quiet);
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
    const url = newDatabase();
    const [a, b] = [await replica(url), await replica(url)];
    const same = lead('The same message, sent twice.');
    const answers = await Promise.all([submit(a, same), submit(b, same), submit(a, same)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await a.leads.store.all()).toHaveLength(1);
  });

  it('a replica purges once when it starts listening: what it cached before may have missed a publish', async () => {
    const url = newDatabase();
    const pool = createPool(url, quiet);
    const purges: string[] = [];
    const events = listenForPublishes({ url, pool, purge: (scope) => purges.push(scope), log: quiet });
    try {
      await waitFor(() => events.listening);
      expect(purges).toEqual(['all']);
      // An announcement from this replica itself is not purged twice (it purged when it announced).
      await events.announce('posts');
      await pool.query('SELECT pg_notify($1, $2)', ['growthwise_publish', 'posts:another-replica']);
      await waitFor(() => purges.length === 2);
      expect(purges).toEqual(['all', 'posts']);
    } finally {
      await events.close();
      await pool.end();
    }
  });

  it('a publish on one replica purges the other within a second', async () => {
    const url = newDatabase();
    const [a, b] = [await replica(url), await replica(url)];
    // Both listen before the publish (a replica purges once when it starts listening).
    await waitFor(async () => (await listeners(url)) === 2);
    const before = (await b.inject({ url: '/blog/pricing-experiments' })).body;
    expect(before).toContain('Pricing Experiments That Moved Revenue');
    const [post] = cms.posts;
    try {
      post!.fields.title = 'Pricing Experiments, Published Again';
      expect((await b.inject({ url: '/blog/pricing-experiments' })).body).not.toContain('Published Again');
      const body = JSON.stringify({
        sys: {
          type: 'Entry',
          id: 'post1',
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blogPost' } },
        },
        fields: { slug: { 'en-US': 'pricing-experiments' } },
      });
      const base = {
        'content-type': 'application/vnd.contentful.management.v1+json',
        'x-contentful-topic': 'ContentManagement.Entry.publish',
      };
      const headers = {
        ...base,
        ...signRequest(WEBHOOK_SECRET, { method: 'POST', path: '/api/revalidate', headers: base, body }),
      };
      const started = Date.now();
      expect((await a.inject({ method: 'POST', url: '/api/revalidate', headers, payload: body })).statusCode).toBe(200);
      await waitFor(
        async () => (await b.inject({ url: '/blog/pricing-experiments' })).body.includes('Published Again'),
        1_000,
      );
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      post!.fields.title = 'Pricing Experiments That Moved Revenue';
    }
  });

  it('a replica started for the first time during a CMS outage serves what another replica saw', async () => {
    const url = newDatabase();
    const a = await replica(url);
    expect((await a.inject({ url: '/api/posts' })).statusCode).toBe(200);
    cms.mode = '500';
    const fresh = await replica(url, { DATA_DIR: tempDataDir() });
    const answer = await fresh.inject({ url: '/api/posts' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-content-source']).toBe('snapshot');
  });

  it('with PostgreSQL down: pages serve, /contact is 503, /healthz names it; all resumes when it is back', async () => {
    const url = newDatabase();
    const a = await replica(url);
    // Listening before the first page: its first LISTEN purges once, which must not drop the page cached below.
    await waitFor(async () => (await listeners(url)) === 1);
    const page = async () => (await a.inject({ url: '/blog/pricing-experiments' })).body;
    expect(await page()).toContain('Pricing Experiments That Moved Revenue');
    await pg.stop();
    // Published while the replica could not hear about it: it must not keep the old page once it is back.
    cms.posts[0]!.fields.title = 'Pricing Experiments, Published During the Outage';
    try {
      expect(await page()).toContain('Pricing Experiments That Moved Revenue');
      expect((await a.inject({ url: '/api/posts' })).statusCode).toBe(200);
      const refused = await submit(a, lead());
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: 'We cannot take messages for a moment' });
      expect((await a.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'degraded', database: 'down' });
      // Out of the load balancer's rotation while its database is away; alive all the same.
      const notReady = await a.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'not ready', checks: { content: 'ok' } });
      expect(notReady.json().reason).toMatch(/^leads: .+; database: .+$/);
      expect((await a.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await pg.start();
    }
    // The listening connection is back: everything is purged once (docs/replicas.md), so the page is new.
    await waitFor(async () => (await page()).includes('Published During the Outage'), 10_000);
    cms.posts[0]!.fields.title = 'Pricing Experiments That Moved Revenue';
    await waitFor(async () => (await submit(a, lead())).statusCode === 201, 10_000);
    await waitFor(async () => (await a.inject({ url: '/healthz' })).json().database === 'up');
    expect((await a.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      checks: { content: 'ok', leads: 'ok', database: 'ok' },
    });
    await waitFor(() => sendgrid.accepted.length === 1, 10_000);
  }, 30_000);
});
