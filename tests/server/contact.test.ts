import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { sendgridEnv, startSendgridFake } from '../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../fakes/sendgrid-fake.ts';
import { SENDING_LEASE_MS } from '../../server/leads/lead-store.ts';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store.ts';
import type { OutboxOptions } from '../../server/leads/outbox.ts';
import type { ContactRequest } from '../../src/model/contact.ts';

let fake: SendgridFake;
const apps: FastifyInstance[] = [];

async function contactApp(env: Record<string, string> = {}, dataDir = tempDataDir(), outbox: OutboxOptions = {}) {
  const app = await buildTestApp(
    { ...sendgridEnv(fake), DATA_DIR: dataDir, CONTACT_TO_EMAIL: 'leads@growthwise.example', ...env },
    { leads: { outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 30, ...outbox }, mailTimeoutMs: 300 } },
  );
  await app.ready();
  apps.push(app);
  return app;
}

let counter = 0;
const lead = (overrides: Record<string, unknown> = {}) => ({
  to: 'attacker@evil.example',
  subject: 'Whatever the browser says',
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: '',
  message: `Our pipeline stalled after Series A (${(counter += 1)}).`,
  ...overrides,
});

const submit = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/contact', payload: payload as object, headers });

/** Waits for something the mail worker does in the background (polling, never a fixed sleep). */
const waitFor = (check: () => boolean | Promise<boolean>, timeout = 5_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );

beforeAll(async () => {
  fake = await startSendgridFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = '202';
  fake.accepted.length = 0;
  fake.attempts = 0;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('POST /contact, success', () => {
  it('stores the lead before answering and mails it once to the firm mailbox', async () => {
    const app = await contactApp();
    const response = await submit(app, lead({ phone: '+1 555 0100' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await app.leads.store.all()).toHaveLength(1);
    await waitFor(() => fake.accepted.length === 1);
    const [mail] = fake.accepted;
    expect(mail?.personalizations).toEqual([{ to: [{ email: 'leads@growthwise.example' }] }]);
    expect(mail?.from).toEqual({ email: 'website@growthwise.example' });
    expect(mail?.reply_to).toEqual({ email: 'ada@analytical.example' });
    expect(mail?.subject).toBe('New Contact Form Submission from Ada Lovelace at Analytical Engines');
    expect(mail?.content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(mail?.content[0]?.value).toContain('Phone: +1 555 0100');
    await waitFor(async () => (await app.leads.store.all())[0]?.status === 'sent');
    expect(fake.attempts).toBe(1);
  });

  it('accepts exactly what the shared ContactRequest type allows: to, subject and phone may be left out', async () => {
    const app = await contactApp();
    const minimal: ContactRequest = { name: 'Ada', email: 'ada@analytical.example', company: 'AE', message: 'Hi' };
    const response = await submit(app, minimal);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    expect((await app.leads.store.all())[0]?.phone).toBe('Not provided');
  });

  it('records "Not provided" when the phone is empty', async () => {
    const app = await contactApp();
    await submit(app, lead({ phone: '' }));
    expect((await app.leads.store.all())[0]?.phone).toBe('Not provided');
  });

  it('escapes every field in the HTML part', async () => {
    const app = await contactApp();
    await submit(app, lead({ name: '<b>Eve</b>', company: 'A&B "Corp"', message: '<script>alert(1)</script>' }));
    await waitFor(() => fake.accepted.length === 1);
    const html = fake.accepted[0]?.content[1]?.value ?? '';
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).toContain('A&amp;B &quot;Corp&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('keeps header injection out: one recipient, one-line subject, no extra headers', async () => {
    const app = await contactApp();
    const response = await submit(
      app,
      lead({
        name: 'Eve\r\nBcc: victim@example.com',
        company: 'Evil\nCc: other@example.com\u0000',
        to: 'victim@example.com',
      }),
    );
    expect(response.statusCode).toBe(201);
    await waitFor(() => fake.accepted.length === 1);
    const [mail] = fake.accepted;
    expect(mail?.personalizations).toEqual([{ to: [{ email: 'leads@growthwise.example' }] }]);
    // The only header is the lead id that lets the mailbox thread a duplicate.
    expect(mail?.headers).toEqual({ 'X-Growthwise-Lead-Id': String((await app.leads.store.all())[0]?.id) });
    expect(mail?.subject).toBe(
      'New Contact Form Submission from Eve Bcc: victim@example.com at Evil Cc: other@example.com',
    );
    expect([...(mail?.subject ?? '')].some((ch) => ch.charCodeAt(0) < 32)).toBe(false);
  });

  it('stores one-line fields as one line, without bidi overrides, and keeps the line breaks of the message', async () => {
    const app = await contactApp();
    const response = await submit(
      app,
      lead({
        name: 'Eve\r\nBcc: attacker@evil.test',
        company: '\u202eevil\u2066 Corp\u0007',
        email: 'eve@evil.test',
        phone: '+1\t555\u2028 0100',
        message: 'First line\r\nSecond line\rThird\u202e line\u0000',
      }),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await app.leads.store.all();
    expect(stored).toMatchObject({
      name: 'Eve Bcc: attacker@evil.test',
      company: 'evil Corp',
      phone: '+1 555 0100',
      message: 'First line\nSecond line\nThird line',
    });
    await waitFor(() => fake.accepted.length === 1);
    const [mail] = fake.accepted;
    const [text = '', html = ''] = mail?.content.map((part) => part.value) ?? [];
    for (const body of [text, html]) expect(body.split('\n').some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(mail?.subject).toBe('New Contact Form Submission from Eve Bcc: attacker@evil.test at evil Corp');
    expect(/[\u202a-\u202e\u2066-\u2069]/.test(`${mail?.subject}${text}${html}`)).toBe(false);
    expect(text).toContain('First line\nSecond line\nThird line');
  });

  it('refuses a required field that is nothing but control characters', async () => {
    const app = await contactApp();
    const response = await submit(app, lead({ name: '\u0007\u202e\r\n' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Name is required' });
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  it('treats the same submission twice within a minute as one lead', async () => {
    const app = await contactApp();
    const body = lead();
    expect((await submit(app, body)).statusCode).toBe(201);
    expect((await submit(app, body)).statusCode).toBe(201);
    expect(await app.leads.store.all()).toHaveLength(1);
    await waitFor(() => fake.accepted.length === 1);
    await app.leads.outbox.flush();
    expect(fake.accepted).toHaveLength(1);
  });

  it('drops a bot that fills the honeypot silently: 2xx, nothing stored, no mail', async () => {
    const app = await contactApp();
    const response = await submit(app, lead({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await app.leads.store.all()).toHaveLength(0);
    await app.leads.outbox.flush();
    expect(fake.attempts).toBe(0);
  });
});

describe('POST /contact, bad input', () => {
  it.each([
    ['a missing name', lead({ name: undefined }), 'Name is required'],
    ['a blank company', lead({ company: '   ' }), 'Company is required'],
    ['a missing challenge', lead({ message: undefined }), 'Main challenge is required'],
    ['a malformed email', lead({ email: 'not-an-email' }), 'Business Email must be a valid e-mail address'],
    ['an email without a domain dot', lead({ email: 'ceo@company' }), 'Business Email must be a valid e-mail address'],
    ['a name over 200 characters', lead({ name: 'x'.repeat(201) }), 'Name must be at most 200 characters'],
    ['a company over 200 characters', lead({ company: 'x'.repeat(201) }), 'Company must be at most 200 characters'],
    ['a phone over 50 characters', lead({ phone: '1'.repeat(51) }), 'Phone must be at most 50 characters'],
    [
      'a challenge over 5,000 characters',
      lead({ message: 'x'.repeat(5_001) }),
      'Main challenge must be at most 5000 characters',
    ],
    ['an array', [lead()], 'The form must be sent as a JSON object'],
  ])('answers 400 with a clear error for %s', async (_case, body, error) => {
    const app = await contactApp();
    const response = await submit(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  it('answers 400 for invalid JSON', async () => {
    const app = await contactApp();
    const response = await submit(app, '{"name": "Ada",', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
  });

  it('answers 415 for another content type', async () => {
    const app = await contactApp();
    const response = await submit(app, 'name=Ada', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().error).toBe('string');
    const plain = await submit(app, JSON.stringify(lead()), { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
  });

  it('answers 413 for a body over 64 KB', async () => {
    const app = await contactApp();
    const response = await submit(app, JSON.stringify(lead({ message: 'x'.repeat(70_000) })), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().error).toBe('string');
  });

  it('answers a flood with 429 JSON and Retry-After', async () => {
    const app = await contactApp({ CONTACT_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) expect((await submit(app, lead())).statusCode).toBe(201);
    const blocked = await submit(app, lead());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many messages from your address; please try again in \d+ minutes$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app.leads.store.all()).toHaveLength(3);
    const otherClient = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: lead(),
      remoteAddress: '10.1.2.3',
    });
    expect(otherClient.statusCode).toBe(201);
  });
});

describe('delivery through SendGrid outages', () => {
  it('retries through an outage and mails each lead exactly once after recovery', async () => {
    fake.mode = '500';
    const app = await contactApp();
    for (let i = 0; i < 3; i += 1) expect((await submit(app, lead())).statusCode).toBe(201);
    await waitFor(() => fake.attempts >= 3);
    expect((await app.leads.store.backlog()).pending).toBe(3);
    expect((await app.inject({ url: '/healthz' })).json().leads).toEqual({ mail: 'sendgrid', pending: 3, failed: 0 });
    fake.mode = '202';
    await waitFor(async () => (await app.leads.store.backlog()).pending === 0);
    expect(fake.accepted).toHaveLength(3);
    expect(new Set(fake.accepted.map((mail) => mail.content[0]?.value)).size).toBe(3);
  });

  it('retries after a timeout when SendGrid hangs', async () => {
    fake.mode = 'hang';
    const app = await contactApp();
    await submit(app, lead());
    await waitFor(async () => ((await app.leads.store.all())[0]?.attempts ?? 0) >= 1);
    expect((await app.leads.store.all())[0]?.lastError).toMatch(/unreachable|timeout/i);
    fake.mode = '202';
    await waitFor(() => fake.accepted.length === 1);
  });

  it('waits for the rate-limit reset after a 429', async () => {
    fake.mode = '429';
    fake.rateLimitResetInSeconds = 60;
    // A little ahead of the wall clock, so the lead (stored at the real time) is due at once.
    let clock = Date.now() + 5_000;
    const app = await contactApp({}, tempDataDir(), { now: () => clock });
    await submit(app, lead());
    await waitFor(() => fake.attempts === 1);
    await app.leads.outbox.flush();
    const due = (await app.leads.store.all())[0]?.nextAttemptAt ?? 0;
    expect(due).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) * 1000 + 59_000);
    fake.mode = '202';
    clock = due - 1;
    await app.leads.outbox.flush();
    expect(fake.accepted).toHaveLength(0);
    clock = due;
    await app.leads.outbox.flush();
    expect(fake.accepted).toHaveLength(1);
  });

  it.each(['400', '401'] as const)(
    'keeps a lead that SendGrid refuses with %s as failed, without retrying',
    async (mode) => {
      fake.mode = mode;
      const app = await contactApp();
      await submit(app, lead());
      await waitFor(async () => (await app.leads.store.all())[0]?.status === 'failed');
      await app.leads.outbox.flush();
      expect(fake.attempts).toBe(1);
      expect((await app.inject({ url: '/healthz' })).json().leads).toEqual({ mail: 'sendgrid', pending: 0, failed: 1 });
      expect(await app.leads.store.retryFailed()).toBe(1);
      fake.mode = '202';
      await app.leads.outbox.flush();
      expect(fake.accepted).toHaveLength(1);
    },
  );

  it('delivers each lead once after a restart in the middle of an outage', async () => {
    fake.mode = '500';
    const dataDir = tempDataDir();
    const before = await contactApp({}, dataDir);
    await submit(before, lead());
    await submit(before, lead());
    await waitFor(() => fake.attempts >= 1);
    await before.close();
    fake.mode = '202';
    const after = await contactApp({}, dataDir);
    await waitFor(async () => (await after.leads.store.backlog()).pending === 0);
    expect(fake.accepted).toHaveLength(2);
    await after.leads.outbox.flush();
    expect(fake.accepted).toHaveLength(2);
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
    const app = await contactApp({}, dataDir, { now: () => clock });
    await app.leads.outbox.flush();
    expect(fake.attempts).toBe(0);
    expect(await app.leads.store.backlog()).toEqual({ pending: 1, failed: 0 });

    clock += SENDING_LEASE_MS;
    await app.leads.outbox.flush();
    expect(fake.accepted).toHaveLength(1);
    expect(fake.accepted[0]?.headers).toEqual({ 'X-Growthwise-Lead-Id': String(id) });
    expect(fake.accepted[0]?.custom_args).toEqual({ lead_id: String(id) });
    expect((await app.leads.store.all())[0]).toMatchObject({ status: 'sent', sendingSince: null });
  });

  it('marks a lead as being sent before the call to SendGrid and clears the mark after', async () => {
    fake.mode = 'hang';
    const app = await contactApp();
    await submit(app, lead());
    await waitFor(() => fake.attempts === 1);
    expect((await app.leads.store.all())[0]?.sendingSince).toEqual(expect.any(Number));
    fake.mode = '202';
    await waitFor(async () => (await app.leads.store.all())[0]?.status === 'sent');
    expect((await app.leads.store.all())[0]?.sendingSince).toBeNull();
  });

  it('answers 503 with a JSON error, and /healthz names the store, when the lead store cannot keep a lead', async () => {
    const app = await contactApp();
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
    const app = await contactApp({ SENDGRID_API_KEY: '' });
    expect((await submit(app, lead())).statusCode).toBe(201);
    expect(await app.leads.store.backlog()).toEqual({ pending: 1, failed: 0 });
    expect((await app.inject({ url: '/healthz' })).json().leads).toEqual({ mail: 'disabled', pending: 1, failed: 0 });
    expect(fake.attempts).toBe(0);
  });
});

describe('npm run leads', () => {
  it('lists undelivered leads and retries the failed ones', async () => {
    const dataDir = tempDataDir();
    const env = { ...process.env, DATA_DIR: dataDir, ...sendgridEnv(fake) };
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
    fake.mode = '401';
    const app = await contactApp({}, dataDir);
    await submit(app, lead({ name: 'Grace Hopper', company: 'Compilers Inc' }));
    await waitFor(async () => (await app.leads.store.all())[0]?.status === 'failed');
    await app.close();
    const listed = await run([]);
    expect(listed.status).toBe(1);
    expect(listed.stdout).toContain('0 pending, 1 failed');
    expect(listed.stdout).toMatch(
      /#1 {2}failed .* Grace Hopper <ada@analytical\.example>, Compilers Inc {2}last error: SendGrid 401/,
    );
    fake.mode = '202';
    const retried = await run(['--retry']);
    expect(retried.stdout).toContain('1 failed lead(s) back in the queue.');
    expect(retried.stdout).toContain('0 pending, 0 failed');
    expect(retried.status).toBe(0);
    expect(fake.accepted).toHaveLength(1);
  }, 30_000);
});
