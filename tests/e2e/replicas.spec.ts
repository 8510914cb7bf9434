import type { ChildProcess } from 'node:child_process';
import { test, expect } from './fixtures.ts';
import { serverUrl } from './stack-config.ts';
import { spawnSite, waitForHealthy } from '../support/site-process.ts';
import { freePort } from '../support/free-port.ts';
import { startPostgres } from '../support/postgres-server.ts';
import type { PostgresServer } from '../support/postgres-server.ts';
import { sendgridEnv, startSendgridFake } from '../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../fakes/sendgrid-fake.ts';
import { createPool } from '../../server/db/postgres.ts';

// Replicas of the built site as separate processes on one real PostgreSQL (README, "Running more than one
// replica"). The tests share the database server and stop it on purpose, so they run one after another.
test.describe.configure({ mode: 'default' });

let pg: PostgresServer;
let sendgrid: SendgridFake;
const running: ChildProcess[] = [];

test.beforeAll(async () => {
  [pg, sendgrid] = await Promise.all([startPostgres(), startSendgridFake()]);
});
test.afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await sendgrid.close();
  await pg.stop();
});
test.afterEach(() => {
  sendgrid.mode = '202';
  sendgrid.accepted.length = 0;
});

type Replica = { url: string; child: ChildProcess };

let databases = 0;
const newDatabase = (name: string) => pg.createDatabase(`${name}_${(databases += 1)}`);

/** A replica: the built site in its own process with its own data directory, on the shared database. */
async function replica(databaseUrl: string): Promise<Replica> {
  const port = await freePort();
  const child = spawnSite(port, {
    ...sendgridEnv(sendgrid),
    DATABASE_URL: databaseUrl,
    CONTACT_RATE_LIMIT: '10000',
    // The shortest lease the server allows (5 s; the mail timeout is half of it), so a test waits seconds.
    LEAD_LEASE_SECONDS: '5',
  });
  running.push(child);
  await waitForHealthy(port);
  return { url: serverUrl(port), child };
}

const alive = (site: Replica) => site.child.exitCode === null && site.child.signalCode === null;

let counter = 0;
async function submit(site: Replica, message = `Lead ${(counter += 1)} of ${Date.now()}: our pipeline stalled.`) {
  const answer = await fetch(`${site.url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Engines', message }),
  });
  return { status: answer.status, message };
}

const mailedIds = () => sendgrid.accepted.map((mail) => (mail.custom_args as { lead_id?: string }).lead_id);
const mailedTexts = () => sendgrid.accepted.map((mail) => mail.content.map((part) => part.value).join('\n'));

test('every lead is mailed once by replica processes, through a SendGrid outage and a replica killed mid-send', async () => {
  test.setTimeout(90_000);
  const database = newDatabase('replicas_kill');
  const a = await replica(database);
  sendgrid.mode = '500';
  for (let i = 0; i < 6; i += 1) expect((await submit(a)).status).toBe(201);
  await expect.poll(() => sendgrid.attempts, { timeout: 10_000 }).toBeGreaterThan(0);

  // A is the only replica: a send SendGrid holds open is A's. Killed there, its lead stays claimed.
  sendgrid.mode = 'hang';
  await expect.poll(() => sendgrid.hanging, { timeout: 15_000 }).toBeGreaterThan(0);
  a.child.kill('SIGKILL');
  await expect.poll(() => a.child.signalCode).toBe('SIGKILL');
  const pool = createPool(database, () => undefined);
  const claimed = await pool.query<{ id: string }>('SELECT id FROM leads WHERE sending_since IS NOT NULL');
  expect(claimed.rows).toHaveLength(1);

  // Two fresh replicas run the outbox together, SendGrid still failing at first, then recovering.
  sendgrid.mode = '500';
  const attempts = sendgrid.attempts;
  const [b, c] = await Promise.all([replica(database), replica(database)]);
  await expect.poll(() => sendgrid.attempts, { timeout: 10_000 }).toBeGreaterThan(attempts);
  sendgrid.mode = '202';
  await expect.poll(() => sendgrid.accepted.length, { timeout: 45_000 }).toBe(6);

  // Every lead settled as sent: nothing is left for any worker to pick up, so no seventh mail can follow. A
  // replica records the send once SendGrid's 202 has reached it, a moment after the fake counted the mail.
  const settled = async () =>
    (
      await pool.query<{ status: string; sending: boolean }>(
        'SELECT status, sending_since IS NOT NULL AS sending FROM leads',
      )
    ).rows;
  await expect
    .poll(settled, { timeout: 10_000 })
    .toEqual(Array.from({ length: 6 }, () => ({ status: 'sent', sending: false })));
  expect(sendgrid.accepted).toHaveLength(6);
  expect(new Set(mailedIds()).size).toBe(6);
  expect(mailedIds()).toContain(claimed.rows[0]!.id);
  expect([alive(b), alive(c)]).toEqual([true, true]);
  await pool.end();
});

test('PostgreSQL restarted under load: no replica crashes and no accepted lead is lost', async () => {
  test.setTimeout(90_000);
  const database = newDatabase('replicas_restart');
  const sites = await Promise.all([replica(database), replica(database)]);
  const answers: { status: number; message: string }[] = [];
  const pages: number[] = [];
  let loading = true;
  // Bounded: at most 400 submissions and 400 page views, about 20 per second, until the restart is over.
  const load = (async () => {
    for (let i = 0; loading && i < 400; i += 1) {
      const site = sites[i % 2]!;
      const [lead, page] = await Promise.all([submit(site), fetch(`${site.url}/blog`)]);
      answers.push(lead);
      pages.push(page.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await expect.poll(() => answers.filter((a) => a.status === 201).length).toBeGreaterThan(5);
  await pg.stop();
  await expect.poll(() => answers.filter((a) => a.status === 503).length).toBeGreaterThan(5);
  await pg.start();
  const beforeRecovery = answers.length;
  await expect.poll(() => answers.slice(beforeRecovery).filter((a) => a.status === 201).length).toBeGreaterThan(5);
  loading = false;
  await load;

  expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201, 503]));
  expect(new Set(pages)).toEqual(new Set([200]));
  expect(sites.every(alive)).toBe(true);
  const accepted = answers.filter((a) => a.status === 201).map((a) => a.message);
  await expect
    .poll(() => accepted.filter((message) => !mailedTexts().some((text) => text.includes(message))), {
      timeout: 30_000,
    })
    .toEqual([]);
  // Mailed once each; a lead the database kept while its answer was lost (a 503) may be mailed too, once.
  expect(new Set(mailedIds()).size).toBe(sendgrid.accepted.length);
  const submitted = new Set(answers.map((a) => a.message));
  expect(mailedTexts().every((text) => [...submitted].some((message) => text.includes(message)))).toBe(true);
});
