import { describe, expect, it } from 'vitest';
import { sign } from '@fastify/cookie';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { PUBLISHED_TITLE, SECRET, contentfulPreviewHarness, enter, h1 } from './support/preview-harness.ts';
import { contentfulEnv } from '../fakes/contentful-fake.ts';
import { PREVIEW_COOKIE, cookieSigningKey } from '../../server/preview/preview-session.ts';
import { loggerOptions } from '../../server/log-options.ts';

// Entering and leaving preview: the secret, the cookie and what is refused. What a preview shows is in
// preview-drafts.test.ts.
describe('preview sessions with Contentful', () => {
  const preview = contentfulPreviewHarness();

  it('enters with the right secret: a signed, HttpOnly, one-hour cookie, and a redirect to the path', async () => {
    const response = await preview.app.inject({
      url: `/api/preview?secret=${SECRET}&path=/blog/pricing-experiments?x=1`,
    });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/blog/pricing-experiments?x=1');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === PREVIEW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 3600, path: '/', sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^\d+\..+/);
  });

  it('a wrong or missing secret is 401 and sets nothing', async () => {
    for (const query of [`secret=${SECRET.slice(0, -1)}x&path=/blog`, 'path=/blog', `secret=&path=/blog`]) {
      const response = await preview.app.inject({ url: `/api/preview?${query}` });
      expect(response.statusCode, query).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid preview secret' });
      expect(response.headers['set-cookie'], query).toBeUndefined();
    }
  });

  it('refuses every path that is not on this site with 400 (no open redirect)', async () => {
    const bad = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/blog',
      'javascript:alert(1)',
      'blog/pricing-experiments',
      '/blog\r\nSet-Cookie: x=1',
      '/\tevil.example',
      '',
    ];
    for (const target of bad) {
      const response = await preview.app.inject({
        url: `/api/preview?secret=${SECRET}&path=${encodeURIComponent(target)}`,
      });
      expect(response.statusCode, JSON.stringify(target)).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      const exit = await preview.app.inject({ url: `/api/preview/exit?path=${encodeURIComponent(target)}` });
      expect(exit.statusCode, JSON.stringify(target)).toBe(400);
    }
  });

  it('over https (behind a proxy) the cookie works inside the CMS iframe: SameSite=None, Secure, Partitioned', async () => {
    const proxied = await buildTestApp({
      ...contentfulEnv(preview.fake, { previewSecret: SECRET }),
      TRUST_PROXY: 'true',
    });
    const response = await proxied.inject({
      url: `/api/preview?secret=${SECRET}&path=/blog`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    await proxied.close();
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/SameSite=None/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/Partitioned/);
    expect(header).toMatch(/HttpOnly/);
  });

  it("a previewing page may be framed by Contentful's web app, and by nobody else; a visitor's page by nobody", async () => {
    const framing = (response: LightMyRequestResponse) => [
      /frame-ancestors [^;]*/.exec(String(response.headers['content-security-policy']))?.[0],
      response.headers['x-frame-options'],
    ];
    const contentful = ['frame-ancestors https://app.contentful.com https://app.eu.contentful.com', undefined];
    const nobody = ["frame-ancestors 'none'", 'DENY'];
    const cookie = await enter(preview.app);
    const page = (headers = {}) => preview.app.inject({ url: '/blog/pricing-experiments', headers });
    expect(framing(await page({ cookie }))).toEqual(contentful);
    expect(framing(await preview.app.inject({ url: '/api/posts/pricing-experiments', headers: { cookie } }))).toEqual(
      contentful,
    );
    // The way in, also when the link is wrong: the editor reads why in the pane.
    expect(framing(await preview.app.inject({ url: `/api/preview?secret=${SECRET}&path=/blog` }))).toEqual(contentful);
    expect(framing(await preview.app.inject({ url: '/api/preview?secret=wrong&path=/blog' }))).toEqual(contentful);
    expect(framing(await page())).toEqual(nobody);
    expect(framing(await preview.app.inject({ url: '/api/preview/exit?path=/blog', headers: { cookie } }))).toEqual(
      contentful,
    );
    expect(framing(await preview.app.inject({ url: '/about' }))).toEqual(nobody);
  });

  it('in a frame (the CMS\'s pane) "Exit preview" opens in a tab of its own, from the first HTML', async () => {
    const cookie = await enter(preview.app);
    const exitLink = async (dest: string) =>
      /<a class="preview-bar__exit"[^>]*>/.exec(
        (await preview.app.inject({ url: '/blog/pricing-experiments', headers: { cookie, 'sec-fetch-dest': dest } }))
          .body,
      )?.[0];
    expect(await exitLink('iframe')).toMatch(/ target="_blank" rel="noopener"/);
    expect(await exitLink('document')).not.toMatch(/target=/);
  });

  it('a forged, altered, foreign or expired cookie is ignored', async () => {
    const valid = (await enter(preview.app)).split('=').slice(1).join('=');
    const [expiry, signature] = valid.split('.') as [string, string];
    const key = cookieSigningKey(SECRET);
    const forged = [
      String(Date.now() + 3_600_000), // no signature
      `${Number(expiry) + 86_400_000}.${signature}`, // a longer life under the old signature
      `${expiry}.${signature.slice(0, -2)}AA`, // a changed signature
      sign(String(Date.now() + 3_600_000), cookieSigningKey('another-secret-0123456789abcdef0123')),
      sign(String(Date.now() - 1_000), key), // expired
      sign(String(Date.now() + 30 * 86_400_000), key), // a month: longer than any real session
      sign('yes', key),
    ];
    preview.fake.requests.length = 0;
    for (const value of forged) {
      const cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(value)}`;
      const page = await preview.app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
      expect(h1(page.body), value).toBe(PUBLISHED_TITLE);
      expect(page.headers['x-robots-tag']).toBeUndefined();
    }
    expect(preview.previewCalls()).toBe(0);
  });

  it('the secret never reaches a log line', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(contentfulEnv(preview.fake, { previewSecret: SECRET }), {
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    await logged.inject({ url: `/api/preview?secret=${SECRET}&path=/blog` });
    await logged.inject({ url: `/api/preview?path=/blog&secret=${SECRET}x` });
    await logged.close();
    expect(lines.join('')).toContain('/api/preview?secret=[redacted]&path=/blog');
    expect(lines.join('')).not.toContain(SECRET);
  });

  it('exit clears the cookie and returns to the page', async () => {
    const cookie = await enter(preview.app);
    const exit = await preview.app.inject({
      url: '/api/preview/exit?path=/blog/pricing-experiments',
      headers: { cookie },
    });
    expect(exit.statusCode).toBe(307);
    expect(exit.headers.location).toBe('/blog/pricing-experiments');
    const cleared = exit.cookies.find((c) => c.name === PREVIEW_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('preview off', () => {
  it('without PREVIEW_SECRET, or with content that has no drafts, the endpoints answer 404', async () => {
    const plain = await buildTestApp();
    const local = await buildTestApp({ PREVIEW_SECRET: SECRET });
    for (const app of [plain, local]) {
      for (const url of [`/api/preview?secret=${SECRET}&path=/blog`, '/api/preview/exit?path=/blog']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found' });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      await app.close();
    }
  });
});
