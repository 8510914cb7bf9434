import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactHarness, waitFor } from './support/contact-harness.ts';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { sendgridEnv } from '../fakes/sendgrid-fake.ts';
import { siteConfig } from '../../src/site/site-config.ts';

// The contact form posted by a page whose script has not run (docs/product.md, "Contact"): the same checks
// and store as the JSON, answered with a redirect to the page's thank-you, or with the page itself when refused.
const harness = contactHarness();

let counter = 0;
const form = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    name: 'Grace Hopper',
    email: 'grace@compiler.example',
    company: 'Compiler & Co',
    phone: '',
    challenge: `Leads arrive and nobody answers them (${(counter += 1)}).\nLine two.`,
    website: '',
    ...overrides,
  }).toString();

const post = (app: FastifyInstance, body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/contact',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  });

describe('POST /contact as a form post', () => {
  it('stores the lead, mails it and sends the visitor to the thank-you text', async () => {
    const app = await harness.contactApp();
    const response = await post(app, form());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact#contact-sent');
    const [stored] = await app.leads.store.all();
    expect(stored).toMatchObject({ name: 'Grace Hopper', email: 'grace@compiler.example', company: 'Compiler & Co' });
    expect(stored?.phone).toBe('Not provided');
    expect(stored?.message).toMatch(/^Leads arrive and nobody answers them \(\d+\)\.\nLine two\.$/);
    await waitFor(() => harness.fake.accepted.length === 1);
    expect(harness.fake.accepted[0]?.subject).toBe('New Contact Form Submission from Grace Hopper at Compiler & Co');
  });

  it('is accepted from a browser that does not say where the form came from', async () => {
    const app = await harness.contactApp();
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: form(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.headers.location).toBe('/contact#contact-sent');
    expect(await app.leads.store.all()).toHaveLength(1);
  });

  it('drops a bot that fills the honeypot, and answers it as a person', async () => {
    const app = await harness.contactApp();
    const response = await post(app, form({ website: 'https://spam.example' }));
    expect(response.headers.location).toBe('/contact#contact-sent');
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  // The page that answers a refused post: what was typed in the fields, the reason in the failure text.
  const refusedPage = (response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<!DOCTYPE html>/i);
    const failure = /<p id="contact-failed"[^>]*>([^<]*)<\/p>/.exec(response.body)?.[1];
    const value = (name: string) =>
      new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(response.body)?.[1];
    const challenge = /<textarea[^>]*name="challenge"[^>]*>([^<]*)<\/textarea>/.exec(response.body)?.[1];
    return { failure, name: value('name'), email: value('email'), company: value('company'), challenge };
  };
  const failureText = (reason: string) =>
    `Sorry, there was an error sending your message: ${reason}. Please try again or email us directly at ${siteConfig.email}`;

  it.each([
    ['a required field of spaces', form({ name: '   ' }), 'Name is required', '   '],
    [
      'a field left out',
      new URLSearchParams({ name: 'Grace', email: 'grace@compiler.example' }).toString(),
      'Company is required',
      'Grace',
    ],
    [
      'an address that is not one',
      form({ email: 'not-an-address' }),
      'Business Email must be a valid e-mail address',
      'Grace Hopper',
    ],
    ['a field sent twice', `${form()}&name=Again`, 'Name must be string', 'Grace Hopper'],
  ])(
    'answers %s with the page again, its values and the reason, and stores nothing',
    async (_case, body, reason, name) => {
      const app = await harness.contactApp();
      const response = await post(app, body);
      expect(response.statusCode).toBe(400);
      const page = refusedPage(response);
      expect(page.failure).toBe(failureText(`Error 400: ${reason}`));
      expect(page.name).toBe(name);
      expect(await app.leads.store.all()).toHaveLength(0);
    },
  );

  it('gives every field back as typed, escaped, in the page and its hydration data', async () => {
    const app = await harness.contactApp();
    const challenge = 'Line one & two\n</script><script>alert(1)</script>"quoted"';
    const response = await post(app, form({ name: '   ', company: 'A < B "Co"', challenge }));
    const page = refusedPage(response);
    expect(page).toMatchObject({
      name: '   ',
      email: 'grace@compiler.example',
      company: 'A &lt; B &quot;Co&quot;',
      challenge: 'Line one &amp; two\n&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;quoted&quot;',
    });
    // And in the router's data, which the page hydrates from, never as a tag that would close its script.
    expect(response.body).toContain(String.raw`challenge:"Line one & two\n\x3C/script>\x3Cscript>alert(1)`);
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('answers a flood with 429 and a store that cannot keep the lead with 503, the values kept', async () => {
    const app = await harness.contactApp({ CONTACT_RATE_LIMIT: '1' });
    expect((await post(app, form())).headers.location).toBe('/contact#contact-sent');
    const flooded = await post(app, form({ name: 'Second Try' }));
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
    expect(refusedPage(flooded)).toMatchObject({
      name: 'Second Try',
      failure: failureText('Error 429: Too many messages from your address; please try again in 10 minutes'),
    });
    const other = await harness.contactApp();
    await other.leads.store.close();
    const unavailable = await post(other, form({ company: 'Still Here Ltd' }));
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('60');
    expect(refusedPage(unavailable)).toMatchObject({
      company: 'Still Here Ltd',
      failure: failureText('Error 503: We cannot take messages for a moment'),
    });
  });

  it('renders at most ten refused pages a second, and answers the rest with the redirect', async () => {
    const app = await harness.contactApp({ CONTACT_RATE_LIMIT: '100' });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00.100Z') });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await post(app, form({ name: ' ' }))).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(400), 303, 303]);
      vi.setSystemTime(new Date('2026-11-26T10:00:01.000Z'));
      expect((await post(app, form({ name: ' ' }))).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the failure text by redirect when the page cannot be rendered', async () => {
    const app = await buildTestApp(
      { ...sendgridEnv(harness.fake), DATA_DIR: tempDataDir() },
      {
        render: (render) => async (input) => {
          if (input.context.refusedPost) throw new Error('renderer down');
          return render(input);
        },
      },
    );
    try {
      const response = await post(app, form({ name: '   ' }));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact#contact-failed');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it("refuses another site's form with 403 and stores nothing", async () => {
    const app = await harness.contactApp();
    for (const site of ['cross-site', 'same-site']) {
      const response = await post(app, form(), { 'sec-fetch-site': site });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'The form is accepted from this site only' });
    }
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  it('keeps the JSON answers for the page script', async () => {
    const app = await harness.contactApp();
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: ' ', email: 'grace@compiler.example', company: 'C', message: 'm' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Name is required' });
  });
});
