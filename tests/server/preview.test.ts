import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sign } from '@fastify/cookie';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { PREVIEW_COOKIE, cookieSigningKey } from '../../server/preview/preview-session.ts';
import { loggerOptions } from '../../server/log-options.ts';

const SECRET = 'test-preview-secret-0123456789abcdef';
const PUBLISHED_TITLE = 'Pricing Experiments That Moved Revenue';

/** The preview cookie the site set, as a browser would send it back. */
function cookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === PREVIEW_COOKIE);
  if (!cookie) throw new Error('no preview cookie was set');
  return `${PREVIEW_COOKIE}=${cookie.value}`;
}

async function enter(app: FastifyInstance, target = '/blog') {
  const response = await app.inject({ url: `/api/preview?secret=${SECRET}&path=${encodeURIComponent(target)}` });
  expect(response.statusCode).toBe(307);
  return cookieFrom(response);
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('preview with Contentful (Content Preview API)', () => {
  let fake: ContentfulFake;
  let app: FastifyInstance;
  let dataDir: string;
  const previewCalls = () => fake.requests.filter((request) => request.preview).length;

  beforeAll(async () => {
    fake = await startContentfulFake();
    dataDir = tempDataDir();
    app = await buildTestApp({ ...contentfulEnv(fake, { previewSecret: SECRET }), DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('enters with the right secret: a signed, HttpOnly, one-hour cookie, and a redirect to the path', async () => {
    const response = await app.inject({ url: `/api/preview?secret=${SECRET}&path=/blog/pricing-experiments?x=1` });
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
      const response = await app.inject({ url: `/api/preview?${query}` });
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
      const response = await app.inject({ url: `/api/preview?secret=${SECRET}&path=${encodeURIComponent(target)}` });
      expect(response.statusCode, JSON.stringify(target)).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      const exit = await app.inject({ url: `/api/preview/exit?path=${encodeURIComponent(target)}` });
      expect(exit.statusCode, JSON.stringify(target)).toBe(400);
    }
  });

  it('over https (behind a proxy) the cookie works inside the CMS iframe: SameSite=None, Secure, Partitioned', async () => {
    const proxied = await buildTestApp({ ...contentfulEnv(fake, { previewSecret: SECRET }), TRUST_PROXY: 'true' });
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

  it('in preview, /api reads drafts on every request, privately and unindexed', async () => {
    const cookie = await enter(app);
    const list = await app.inject({ url: '/api/posts', headers: { cookie } });
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.headers['x-robots-tag']).toBe('noindex');
    expect(list.headers['x-content-source']).toBe('preview');
    const titles = (list.json() as { title: string }[]).map((post) => post.title);
    expect(titles[0]).toBe(DRAFTS.newPost.title);
    expect(titles).toContain(DRAFTS.changedPost.title);
    const unpublished = await app.inject({ url: `/api/posts/${DRAFTS.newPost.slug}`, headers: { cookie } });
    expect(unpublished.statusCode).toBe(200);
    const resource = await app.inject({ url: `/api/resources/${DRAFTS.changedResource.slug}`, headers: { cookie } });
    expect((resource.json() as { title: string }).title).toBe(DRAFTS.changedResource.title);
    // No coalescing, no cache: the same question twice is two draft reads.
    const before = previewCalls();
    await app.inject({ url: '/api/posts', headers: { cookie } });
    await app.inject({ url: '/api/posts', headers: { cookie } });
    expect(previewCalls() - before).toBe(2);
  });

  it('in preview, pages show drafts with the bar, noindex and click-to-edit tagging, never from the page cache', async () => {
    const cookie = await enter(app);
    const page = await app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).toContain('Preview: unpublished changes are visible');
    expect(page.body).toContain('href="/api/preview/exit?path=%2Fblog%2Fpricing-experiments"');
    expect(h1(page.body)).toContain(DRAFTS.changedPost.title);
    expect(page.body).toMatch(
      /<h1 data-contentful-entry-id="post1" data-contentful-field-id="title" data-contentful-locale="en-US">/,
    );
    expect(page.body).toContain('data-contentful-field-id="content"');
    const unpublished = await app.inject({ url: `/blog/${DRAFTS.newPost.slug}`, headers: { cookie } });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.body).toContain(DRAFTS.newPost.body);
  });

  it('everyone else is untouched before, during and after a preview, also from the page cache', async () => {
    const visitor = async () => {
      const page = await app.inject({ url: '/blog/pricing-experiments' });
      const api = await app.inject({ url: '/api/posts' });
      const missing = await app.inject({ url: `/blog/${DRAFTS.newPost.slug}` });
      expect(h1(page.body)).toBe(PUBLISHED_TITLE);
      expect(page.body).not.toContain('Preview: unpublished changes');
      expect(page.body).not.toContain('data-contentful-entry-id');
      expect(page.body).not.toContain('noindex');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(api.headers['cache-control']).toMatch(/^public/);
      expect(JSON.stringify(api.json())).not.toContain(DRAFTS.newPost.title);
      expect(missing.statusCode).toBe(404);
    };
    await visitor();
    expect(previewCalls()).toBe(0);
    const cookie = await enter(app);
    await app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    const during = previewCalls();
    expect(during).toBeGreaterThan(0);
    await visitor();
    expect(previewCalls()).toBe(during);
    await app.inject({ url: '/api/preview/exit?path=/blog', headers: { cookie } });
    await visitor();
    expect(previewCalls()).toBe(during);
  });

  it('a forged, altered, foreign or expired cookie is ignored', async () => {
    const valid = (await enter(app)).split('=').slice(1).join('=');
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
    fake.requests.length = 0;
    for (const value of forged) {
      const cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(value)}`;
      const page = await app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
      expect(h1(page.body), value).toBe(PUBLISHED_TITLE);
      expect(page.headers['x-robots-tag']).toBeUndefined();
    }
    expect(previewCalls()).toBe(0);
  });

  it('the secret never reaches a log line', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(contentfulEnv(fake, { previewSecret: SECRET }), {
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    await logged.inject({ url: `/api/preview?secret=${SECRET}&path=/blog` });
    await logged.inject({ url: `/api/preview?path=/blog&secret=${SECRET}x` });
    await logged.close();
    expect(lines.join('')).toContain('/api/preview?secret=[redacted]&path=/blog');
    expect(lines.join('')).not.toContain(SECRET);
  });

  it('exit clears the cookie and returns to the page', async () => {
    const cookie = await enter(app);
    const exit = await app.inject({ url: '/api/preview/exit?path=/blog/pricing-experiments', headers: { cookie } });
    expect(exit.statusCode).toBe(307);
    expect(exit.headers.location).toBe('/blog/pricing-experiments');
    const cleared = exit.cookies.find((c) => c.name === PREVIEW_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('drafts are never written to the snapshots', async () => {
    const cookie = await enter(app);
    for (const url of ['/api/posts', `/api/posts/${DRAFTS.newPost.slug}`, '/api/resources']) {
      await app.inject({ url, headers: { cookie } });
    }
    await app.inject({ url: '/api/posts' });
    const dir = path.join(dataDir, 'content-snapshots');
    const files = await readdir(dir).catch(() => [] as string[]);
    const saved = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    expect(saved.length).toBeGreaterThan(0);
    for (const text of saved) {
      expect(text).not.toContain(DRAFTS.newPost.title);
      expect(text).not.toContain(DRAFTS.changedPost.title);
    }
  });

  it('a draft API that fails is an error page for the editor, not a crash', async () => {
    const cookie = await enter(app);
    fake.mode = '500';
    try {
      const page = await app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('Failed to load the blog post. Please try again later.');
      expect(page.headers['cache-control']).toBe('private, no-store');
    } finally {
      fake.mode = 'ok';
    }
  });
});

describe('preview with Sanity (drafts perspective)', () => {
  let fake: SanityFake;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startSanityFake();
    app = await buildTestApp(sanityEnv(fake, { previewSecret: SECRET }));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('shows drafts in preview only, read with the token and the drafts perspective', async () => {
    const publicPage = await app.inject({ url: '/blog/pricing-experiments' });
    expect(h1(publicPage.body)).toBe(PUBLISHED_TITLE);
    expect(fake.requests.every((request) => request.perspective === 'published')).toBe(true);
    const cookie = await enter(app);
    const page = await app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    expect(h1(page.body)).toContain(DRAFTS.changedPost.title);
    expect(page.body).toContain('Preview: unpublished changes are visible');
    // Sanity has no inspector of ours: drafts without click-to-edit tagging.
    expect(page.body).not.toContain('data-contentful');
    const drafts = fake.requests.filter((request) => request.perspective === 'drafts');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((request) => request.authorized)).toBe(true);
    const list = await app.inject({ url: '/api/posts', headers: { cookie } });
    expect((list.json() as { title: string }[])[0]?.title).toBe(DRAFTS.newPost.title);
    const resource = await app.inject({ url: `/api/resources/${DRAFTS.changedResource.slug}`, headers: { cookie } });
    expect((resource.json() as { title: string }).title).toBe(DRAFTS.changedResource.title);
    const after = await app.inject({ url: '/blog/pricing-experiments' });
    expect(h1(after.body)).toBe(PUBLISHED_TITLE);
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
