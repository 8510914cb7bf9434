import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../src/model/contact.ts';
import { contactHarness, lead, submit, waitFor } from './support/contact-harness.ts';

// The form's endpoint: what it stores and mails, and what it refuses. Delivery through outages and the
// operator's command: contact-delivery.test.ts.
const harness = contactHarness();

describe('POST /contact, success', () => {
  it('stores the lead before answering and mails it once to the firm mailbox', async () => {
    const app = await harness.contactApp();
    const response = await submit(app, lead({ phone: '+1 555 0100' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await app.leads.store.all()).toHaveLength(1);
    await waitFor(() => harness.fake.accepted.length === 1);
    const [mail] = harness.fake.accepted;
    expect(mail?.personalizations).toEqual([{ to: [{ email: 'leads@growthwise.example' }] }]);
    expect(mail?.from).toEqual({ email: 'website@growthwise.example' });
    expect(mail?.reply_to).toEqual({ email: 'ada@analytical.example' });
    expect(mail?.subject).toBe('New Contact Form Submission from Ada Lovelace at Analytical Engines');
    expect(mail?.content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(mail?.content[0]?.value).toContain('Phone: +1 555 0100');
    await waitFor(async () => (await app.leads.store.all())[0]?.status === 'sent');
    expect(harness.fake.attempts).toBe(1);
  });

  it('accepts exactly what the shared ContactRequest type allows: to, subject and phone may be left out', async () => {
    const app = await harness.contactApp();
    const minimal: ContactRequest = { name: 'Ada', email: 'ada@analytical.example', company: 'AE', message: 'Hi' };
    const response = await submit(app, minimal);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    expect((await app.leads.store.all())[0]?.phone).toBe('Not provided');
  });

  it('records "Not provided" when the phone is empty', async () => {
    const app = await harness.contactApp();
    await submit(app, lead({ phone: '' }));
    expect((await app.leads.store.all())[0]?.phone).toBe('Not provided');
  });

  it('escapes every field in the HTML part', async () => {
    const app = await harness.contactApp();
    await submit(app, lead({ name: '<b>Eve</b>', company: 'A&B "Corp"', message: '<script>alert(1)</script>' }));
    await waitFor(() => harness.fake.accepted.length === 1);
    const html = harness.fake.accepted[0]?.content[1]?.value ?? '';
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).toContain('A&amp;B &quot;Corp&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('keeps header injection out: one recipient, one-line subject, no extra headers', async () => {
    const app = await harness.contactApp();
    const response = await submit(
      app,
      lead({
        name: 'Eve\r\nBcc: victim@example.com',
        company: 'Evil\nCc: other@example.com\u0000',
        to: 'victim@example.com',
      }),
    );
    expect(response.statusCode).toBe(201);
    await waitFor(() => harness.fake.accepted.length === 1);
    const [mail] = harness.fake.accepted;
    expect(mail?.personalizations).toEqual([{ to: [{ email: 'leads@growthwise.example' }] }]);
    // The only header is the lead id that lets the mailbox thread a duplicate.
    expect(mail?.headers).toEqual({ 'X-Growthwise-Lead-Id': String((await app.leads.store.all())[0]?.id) });
    expect(mail?.subject).toBe(
      'New Contact Form Submission from Eve Bcc: victim@example.com at Evil Cc: other@example.com',
    );
    expect([...(mail?.subject ?? '')].some((ch) => ch.charCodeAt(0) < 32)).toBe(false);
  });

  it('stores one-line fields as one line, without bidi overrides, and keeps the line breaks of the message', async () => {
    const app = await harness.contactApp();
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
    await waitFor(() => harness.fake.accepted.length === 1);
    const [mail] = harness.fake.accepted;
    const [text = '', html = ''] = mail?.content.map((part) => part.value) ?? [];
    for (const body of [text, html]) expect(body.split('\n').some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(mail?.subject).toBe('New Contact Form Submission from Eve Bcc: attacker@evil.test at evil Corp');
    expect(/[\u202a-\u202e\u2066-\u2069]/.test(`${mail?.subject}${text}${html}`)).toBe(false);
    expect(text).toContain('First line\nSecond line\nThird line');
  });

  it('refuses a required field that is nothing but control characters', async () => {
    const app = await harness.contactApp();
    const response = await submit(app, lead({ name: '\u0007\u202e\r\n' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Name is required' });
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  it('treats the same submission twice within a minute as one lead', async () => {
    const app = await harness.contactApp();
    const body = lead();
    expect((await submit(app, body)).statusCode).toBe(201);
    expect((await submit(app, body)).statusCode).toBe(201);
    expect(await app.leads.store.all()).toHaveLength(1);
    await waitFor(() => harness.fake.accepted.length === 1);
    await app.leads.outbox.flush();
    expect(harness.fake.accepted).toHaveLength(1);
  });

  it('drops a bot that fills the honeypot silently: 2xx, nothing stored, no mail', async () => {
    const app = await harness.contactApp();
    const response = await submit(app, lead({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await app.leads.store.all()).toHaveLength(0);
    await app.leads.outbox.flush();
    expect(harness.fake.attempts).toBe(0);
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
    const app = await harness.contactApp();
    const response = await submit(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await app.leads.store.all()).toHaveLength(0);
  });

  it('answers 400 for invalid JSON', async () => {
    const app = await harness.contactApp();
    const response = await submit(app, '{"name": "Ada",', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
  });

  it('answers 415 for a content type other than JSON or a form post', async () => {
    const app = await harness.contactApp();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
      const response = await submit(app, JSON.stringify(lead()), { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('answers 413 for a body over 64 KB', async () => {
    const app = await harness.contactApp();
    const response = await submit(app, JSON.stringify(lead({ message: 'x'.repeat(70_000) })), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().error).toBe('string');
  });

  it('answers a flood with 429 JSON and Retry-After', async () => {
    const app = await harness.contactApp({ CONTACT_RATE_LIMIT: '3' });
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
