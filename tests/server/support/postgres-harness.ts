import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-app.ts';
import { startPostgres } from '../../support/postgres-server.ts';
import type { PostgresServer } from '../../support/postgres-server.ts';
import { sendgridEnv, startSendgridFake } from '../../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../../fakes/sendgrid-fake.ts';
import { contentfulEnv, startContentfulFake } from '../../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../../fakes/contentful-fake.ts';
import { createPool } from '../../../server/db/postgres.ts';

export const WEBHOOK_SECRET = 'k'.repeat(64);
export const quiet = () => undefined;

type Parts = { pg: PostgresServer; sendgrid: SendgridFake; cms: ContentfulFake };

/**
 * What the PostgreSQL suites share: a real PostgreSQL server (tests/support/postgres-server.ts), a SendGrid
 * fake and a Contentful fake for the file, and app instances on one database standing in for replicas
 * (docs/replicas.md), closed after each test. Call it at a test file's top level (it registers the hooks).
 */
export function postgresHarness() {
  let parts: Parts | undefined;
  let databases = 0;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    parts = { pg: await startPostgres(), sendgrid: await startSendgridFake(), cms: await startContentfulFake() };
  }, 60_000);
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    harness.sendgrid.mode = '202';
    harness.sendgrid.accepted.length = 0;
    harness.cms.mode = 'ok';
  });
  afterAll(async () => {
    await parts?.sendgrid.close();
    await parts?.cms.close();
    await parts?.pg.stop();
  });
  const started = () => {
    if (!parts) throw new Error('PostgreSQL and the fakes start in beforeAll');
    return parts;
  };
  const harness = {
    get pg() {
      return started().pg;
    },
    get sendgrid() {
      return started().sendgrid;
    },
    get cms() {
      return started().cms;
    },
    /** A new, empty database on the server; its URL. */
    newDatabase: () => harness.pg.createDatabase(`site_${(databases += 1)}`),
    /** An app on that database, with a fast outbox and quick reconnects, closed after the test. */
    async replica(databaseUrl: string, env: Record<string, string> = {}) {
      const app = await buildTestApp(
        {
          ...sendgridEnv(harness.sendgrid),
          ...contentfulEnv(harness.cms),
          CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
          DATABASE_URL: databaseUrl,
          CONTACT_RATE_LIMIT: '1000',
          ...env,
        },
        {
          leads: { outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 30 }, mailTimeoutMs: 300 },
          publishReconnectMs: 50,
          cdnPurge: { mergeMs: 20, baseDelayMs: 50, maxDelayMs: 500 },
        },
      );
      await app.ready();
      apps.push(app);
      return app;
    },
  };
  return harness;
}

/** How many sessions of this database listen for publishes: each replica opens one once it has started. */
export async function listeners(databaseUrl: string): Promise<number> {
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
