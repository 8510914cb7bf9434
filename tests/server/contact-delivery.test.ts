import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sendgridEnv } from '../fakes/sendgrid-fake.ts';
import { tempDataDir } from './support/test-app.ts';
import { SENDING_LEASE_MS } from '../../server/leads/lead-store.ts';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store.ts';
import { contactHarness, lead, submit, waitFor } from './support/contact-harness.ts';

// The outbox: every stored lead reaches the mailbox once, through SendGrid's outages, restarts and crashes.
const harness = contactHarness();

describe('delivery through SendGrid outages', () => {
  it('retries through an outage and mails each lead exactly once after recovery', async () => {
    harness.fake.mode = '500';
    const app = await harness.contactApp();
    for (let i = 0; i < 3; i += 1) expect((await submit(app, lead())).statusCode).toBe(201);
    await waitFor(() => harness.fake.attempts >= 3);
    expect((await app.leads.store.backlog()).pending).toBe(3);
    expect((await app.inject({ url: '/healthz' })).json().leads).toEqual({ mail: 'sendgrid', pending: 3, failed: 0 });
    harness.fake.mode = '202';
    await waitFor(async () => (await app.leads.store.backlog()).pending === 0);
    expect(harness.fake.accepted).toHaveLength(3);
    expect(new Set(harness.fake.accepted.map((mail) => mail.content[0]?.value)).size).toBe(3);
  });

  it('retries after a timeout when SendGrid hangs', async () => {
    harness.fake.mode = 'hang';
    const app = await harness.contactApp();
    await submit(app, lead());
    await waitFor(async () => ((await app.leads.store.all())[0]?.attempts ?? 0) >= 1);
    expect((await app.leads.store.all())[0]?.lastError).toMatch(/unreachable|timeout/i);
    harness.fake.mode = '202';
    await waitFor(() => harness.fake.accepted.length === 1);
  });

  it('waits for the rate-limit reset after a 429', async () => {
    harness.fake.mode = '429';
    harness.fake.rateLimitResetInSeconds = 60;
    // A little ahead of the wall clock, so the lead (stored at the real time) is due at once.
    let clock = Date.now() + 5_000;
    const app = await harness.contactApp({}, tempDataDir(), { now: () => clock });
    await submit(app, lead());
    await waitFor(() => harness.fake.attempts === 1);
    await app.leads.outbox.flush();
    const due = (await app.leads.store.all())[0]?.nextAttemptAt ?? 0;
    expect(due).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) * 1000 + 59_000);
    harness.fake.mode = '202';
    clock = due - 1;
    await app.leads.outbox.flush();
    expect(harness.fake.accepted).toHaveLength(0);
    clock = due;
    await app.leads.outbox.flush();
    expect(harness.fake.accepted).toHaveLength(1);
  });

  it.each(['400', '401'] as const)(
    'keeps a lead that SendGrid refuses with %s as failed, without retrying',
    async (mode) => {
      harness.fake.mode = mode;
      const app = await harness.contactApp();
      await submit(app, lead());
      await waitFor(async () => (await app.leads.store.all())[0]?.status === 'failed');
      await app.leads.outbox.flush();
      expect(harness.fake.attempts).toBe(1);
      expect((await app.inject({ url: '/healthz' })).json().leads).toEqual({ mail: 'sendgrid', pending: 0, failed: 1 });
      expect(await app.leads.store.retryFailed()).toBe(1);
      harness.fake.mode = '202';
      await app.leads.outbox.flush();
      expect(harness.fake.accepted).toHaveLength(1);
    },
  );

  it('delivers each lead once after a restart in the middle of an outage', async () => {
    harness.fake.mode = '500';
    const dataDir = tempDataDir();
    const before = await harness.contactApp({}, dataDir);
    await submit(before, lead());
    await submit(before, lead());
    await waitFor(() => harness.fake.attempts >= 1);
    await before.close();
    harness.fake.mode = '202';
    const after = await harness.contactApp({}, dataDir);
    await waitFor(async () => (await after.leads.store.backlog()).pending === 0);
    expect(harness.fake.accepted).toHaveLength(2);
    await after.leads.outbox.flush();
    expect(harness.fake.accepted).toHaveLength(2);
  });

  it('after a crash during a send, waits out the lease, then mails the lead again carrying its id', async () => {
    const dataDir = tempDataDir();
    let clock = Date.UTC(2026, 10, 22, 9, 0, 0);
    const crashed = new SqliteLeadStore(dataDir);
    const { id } = await crashed.accept(
      { name: 'Ada', email: 'ada@analytical.example', company: 'AE', phone: 'Not provided', message: 'Hi' },
      clock,
    );
    // The process froze and died here: SendGrid may or may not have the mail.
    expect((await crashed.claimNext(clock))?.id).toBe(id);
    await crashed.close();

    clock += 60_000;
    const app = await harness.contactApp({}, dataDir, { now: () => clock });
    await app.leads.outbox.flush();
    expect(harness.fake.attempts).toBe(0);
    expect(await app.leads.store.backlog()).toEqual({ pending: 1, failed: 0 });

    clock += SENDING_LEASE_MS;
    await app.leads.outbox.flush();
    expect(harness.fake.accepted).toHaveLength(1);
    expect(harness.fake.accepted[0]?.headers).toEqual({ 'X-Growthwise-Lead-Id': String(id) });
    expect(harness.fake.accepted[0]?.custom_args).toEqual({ lead_id: String(id) });
    expect((await app.leads.store.all())[0]).toMatchObject({ status: 'sent', sendingSince: null });
  });

  it('marks a lead as being sent before the call to SendGrid and clears the mark after', async () => {
    harness.fake.mode = 'hang';
    const app = await harness.contactApp();
    await submit(app, lead());
    await waitFor(() => harness.fake.attempts === 1);
    expect((await app.leads.store.all())[0]?.sendingSince).toEqual(expect.any(Number));
    harness.fake.mode = '202';
    await waitFor(async () => (await app.leads.store.all())[0]?.status === 'sent');
    expect((await app.leads.store.all())[0]?.sendingSince).toBeNull();
  });

  it('answers 503 with a JSON error, and /healthz names the store, when the lead store cannot keep a lead', async () => {
    const app = await harness.contactApp();
    await app.leads.store.close();
    const response = await submit(app, lead());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'We cannot take messages for a moment' });
    expect(response.headers['retry-after']).toBe('60');
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', leads: { mail: 'sendgrid', store: 'unreachable' } });
  });

  it('stores and logs leads without SENDGRID_API_KEY', async () => {
    const app = await harness.contactApp({ SENDGRID_API_KEY: '' });
    expect((await submit(app, lead())).statusCode).toBe(201);
    expect(await app.leads.store.backlog()).toEqual({ pending: 1, failed: 0 });
    expect((await app.inject({ url: '/healthz' })).json().leads).toEqual({ mail: 'disabled', pending: 1, failed: 0 });
    expect(harness.fake.attempts).toBe(0);
  });
});

describe('npm run leads', () => {
  it('lists undelivered leads and retries the failed ones', async () => {
    const dataDir = tempDataDir();
    const env = { ...process.env, DATA_DIR: dataDir, ...sendgridEnv(harness.fake) };
    // Asynchronous children: the SendGrid fake lives in this process and must keep answering.
    const run = async (args: string[]) => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, ['server/leads/cli.ts', ...args], {
          env,
        });
        return { status: 0, stdout };
      } catch (error) {
        const failed = error as { code: number; stdout: string };
        return { status: failed.code, stdout: failed.stdout };
      }
    };
    harness.fake.mode = '401';
    const app = await harness.contactApp({}, dataDir);
    await submit(app, lead({ name: 'Grace Hopper', company: 'Compilers Inc' }));
    await waitFor(async () => (await app.leads.store.all())[0]?.status === 'failed');
    await app.close();
    const listed = await run([]);
    expect(listed.status).toBe(1);
    expect(listed.stdout).toContain('0 pending, 1 failed');
    expect(listed.stdout).toMatch(
      /#1 {2}failed .* Grace Hopper <ada@analytical\.example>, Compilers Inc {2}last error: SendGrid 401/,
    );
    harness.fake.mode = '202';
    const retried = await run(['--retry']);
    expect(retried.stdout).toContain('1 failed lead(s) back in the queue.');
    expect(retried.stdout).toContain('0 pending, 0 failed');
    expect(retried.status).toBe(0);
    expect(harness.fake.accepted).toHaveLength(1);
  }, 30_000);
});
