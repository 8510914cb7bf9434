import { describe, expect, it } from 'vitest';
import { tempDataDir } from './support/test-app.ts';
import { contentfulPublish } from './support/contentful-webhook.ts';
import { lead, submit, waitFor } from './support/contact-harness.ts';
import { WEBHOOK_SECRET, listeners, postgresHarness, quiet } from './support/postgres-harness.ts';
import { createPool } from '../../server/db/postgres.ts';
import { listenForPublishes } from '../../server/db/publish-events.ts';

// Replicas on one PostgreSQL database: publish events, shared snapshots, and a database that goes away.
describe('PostgreSQL (DATABASE_URL): replicas', () => {
  const db = postgresHarness();

  it('a replica purges once when it starts listening: what it cached before may have missed a publish', async () => {
    const url = db.newDatabase();
    const pool = createPool(url, quiet);
    const purges: string[] = [];
    const purge = async ({ scope }: { scope: string }) => purges.push(scope);
    const events = listenForPublishes({ url, pool, purge, forget: () => purges.push('all'), log: quiet });
    try {
      await waitFor(() => events.listening);
      expect(purges).toEqual(['all']);
      // An announcement from this replica itself is not purged twice (it purged when it announced).
      expect(await events.announce({ scope: 'posts' })).toEqual({ replicas: 0, settled: 0 });
      const another = { publish: 'p1', from: 'another-replica', change: { scope: 'posts', id: 'post1' } };
      await pool.query('SELECT pg_notify($1, $2)', ['growthwise_publish', JSON.stringify(another)]);
      // What is not a publish of this site's (a scope it does not know, not JSON) is ignored.
      await pool.query('SELECT pg_notify($1, $2)', ['growthwise_publish', 'posts:old-format']);
      await waitFor(() => purges.length === 2);
      expect(purges).toEqual(['all', 'posts']);
    } finally {
      await events.close();
      await pool.end();
    }
  });

  it('a publish on one replica purges the other within a second', async () => {
    const url = db.newDatabase();
    const [a, b] = [await db.replica(url), await db.replica(url)];
    // Both listen before the publish (a replica purges once when it starts listening).
    await waitFor(async () => (await listeners(url)) === 2);
    const before = (await b.inject({ url: '/blog/pricing-experiments' })).body;
    expect(before).toContain('Pricing Experiments That Moved Revenue');
    const [post] = db.cms.posts;
    try {
      post!.fields.title = 'Pricing Experiments, Published Again';
      post!.sys.updatedAt = new Date().toISOString();
      expect((await b.inject({ url: '/blog/pricing-experiments' })).body).not.toContain('Published Again');
      const started = Date.now();
      expect((await a.inject(contentfulPublish(WEBHOOK_SECRET))).statusCode).toBe(200);
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
    const url = db.newDatabase();
    const a = await db.replica(url);
    expect((await a.inject({ url: '/api/posts' })).statusCode).toBe(200);
    db.cms.mode = '500';
    const fresh = await db.replica(url, { DATA_DIR: tempDataDir() });
    // The first replica writes its snapshot just after answering, so the new one may ask before it has landed.
    let answer = await fresh.inject({ url: '/api/posts' });
    await waitFor(async () => (answer = await fresh.inject({ url: '/api/posts' })).statusCode === 200, 2_000);
    expect(answer.headers['x-content-source']).toBe('snapshot');
  });

  it('with PostgreSQL down: pages serve, /contact is 503, /healthz names it; all resumes when it is back', async () => {
    const url = db.newDatabase();
    const a = await db.replica(url);
    // Listening before the first page: its first LISTEN purges once, which must not drop the page cached below.
    await waitFor(async () => (await listeners(url)) === 1);
    const page = async () => (await a.inject({ url: '/blog/pricing-experiments' })).body;
    expect(await page()).toContain('Pricing Experiments That Moved Revenue');
    await db.pg.stop();
    // Published while the replica could not hear about it: it must not keep the old page once it is back.
    db.cms.posts[0]!.fields.title = 'Pricing Experiments, Published During the Outage';
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
      await db.pg.start();
    }
    // The listening connection is back: everything is purged once (docs/replicas.md), so the page is new.
    await waitFor(async () => (await page()).includes('Published During the Outage'), 10_000);
    db.cms.posts[0]!.fields.title = 'Pricing Experiments That Moved Revenue';
    await waitFor(async () => (await submit(a, lead())).statusCode === 201, 10_000);
    await waitFor(async () => (await a.inject({ url: '/healthz' })).json().database === 'up');
    expect((await a.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      checks: { content: 'ok', leads: 'ok', database: 'ok' },
    });
    await waitFor(() => db.sendgrid.accepted.length === 1, 10_000);
  }, 30_000);
});
