import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactHarness, waitFor } from './support/contact-harness.ts';

// The contact form posted by a page whose script has not run (docs/product.md, "Contact"): the same checks
// and store as the JSON, answered with a redirect to the page's outcome text.
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

  it.each([
    ['a required field of spaces', form({ name: '   ' })],
    ['a field left out', new URLSearchParams({ name: 'Grace', email: 'grace@compiler.example' }).toString()],
    ['an address that is not one', form({ email: 'not-an-address' })],
    ['a field sent twice', `${form()}&name=Again`],
  ])('sends %s back to the failure text and stores nothing', async (_case, body) => {
    const app = await harness.contactApp();
    const response = await post(app, body);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact#contact-failed');
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  it('sends a flood and a store that cannot keep the lead back to the failure text', async () => {
    const app = await harness.contactApp({ CONTACT_RATE_LIMIT: '1' });
    expect((await post(app, form())).headers.location).toBe('/contact#contact-sent');
    const flooded = await post(app, form());
    expect(flooded.statusCode).toBe(303);
    expect(flooded.headers.location).toBe('/contact#contact-failed');
    const other = await harness.contactApp();
    await other.leads.store.close();
    const unavailable = await post(other, form());
    expect(unavailable.statusCode).toBe(303);
    expect(unavailable.headers.location).toBe('/contact#contact-failed');
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
