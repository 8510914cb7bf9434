import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './test-app.ts';
import { sendgridEnv, startSendgridFake } from '../../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../../fakes/sendgrid-fake.ts';
import type { OutboxOptions } from '../../../server/leads/outbox.ts';

/**
 * What the contact suites share: one SendGrid fake for the file, reset before each test, and apps with a
 * fast outbox, closed after each test. Call it at a test file's top level (it registers the hooks).
 */
export function contactHarness() {
  let fake: SendgridFake | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    fake = await startSendgridFake();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    Object.assign(harness.fake, { mode: '202', attempts: 0 });
    harness.fake.accepted.length = 0;
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const harness = {
    get fake() {
      if (!fake) throw new Error('The SendGrid fake starts in beforeAll');
      return fake;
    },
    async contactApp(env: Record<string, string> = {}, dataDir = tempDataDir(), outbox: OutboxOptions = {}) {
      const app = await buildTestApp(
        { ...sendgridEnv(harness.fake), DATA_DIR: dataDir, CONTACT_TO_EMAIL: 'leads@growthwise.example', ...env },
        { leads: { outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 30, ...outbox }, mailTimeoutMs: 300 } },
      );
      await app.ready();
      apps.push(app);
      return app;
    },
  };
  return harness;
}

let counter = 0;
/** A valid form, each one different (the same lead twice within a minute counts once). */
export const lead = (overrides: Record<string, unknown> = {}) => ({
  to: 'attacker@evil.example',
  subject: 'Whatever the browser says',
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: '',
  message: `Our pipeline stalled after Series A (${(counter += 1)}).`,
  ...overrides,
});

export const submit = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/contact', payload: payload as object, headers });

/** Waits for something done in the background, such as the mail worker's sending (polling, never a fixed sleep). */
export const waitFor = (check: () => boolean | Promise<boolean>, timeout = 5_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );
