import { describe, expect, it } from 'vitest';
import { PUBLISHED_TITLE, contentfulPreviewHarness, h1, sanityPreviewHarness } from './support/preview-harness.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { PREVIEW_COOKIE } from '../../server/preview/preview-session.ts';
import { EDITOR_LINKS_PER_TEN_MINUTES } from '../../server/preview/preview-plugin.ts';

// Sanity's Presentation tool enters preview its own way: a secret it writes into the dataset for an hour, read
// back by the site with its token (docs/preview.md, "Sanity's Presentation tool").
describe("Presentation's way into preview (/api/preview/enable)", () => {
  const sanity = sanityPreviewHarness();

  // The document Presentation writes for each preview it opens (@sanity/preview-url-secret's schema).
  const secretDocument = (secret: string, secondsAgo: number) => ({
    _id: `sanity-preview-url-secret.${secret}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    secret,
    studioUrl: 'https://growthwise.sanity.studio',
  });
  const link = (secret: string, pathname: string) =>
    `/api/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}&sanity-preview-perspective=drafts`;

  it('enters preview with a secret Presentation wrote a moment ago, and goes to the page it asked for', async () => {
    sanity.fake.documents.push(secretDocument('fresh-secret-1', 30));
    const response = await sanity.app.inject({
      url: link('fresh-secret-1', `/blog/${DRAFTS.changedPost.slug}?from=studio`),
    });
    expect(response.statusCode).toBe(307);
    // Presentation's own parameters are the tool's; the visitor's query string stays.
    expect(response.headers.location).toBe(`/blog/${DRAFTS.changedPost.slug}?from=studio`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Framed by the Studio: the way in may be shown there, as the pages of the preview are.
    expect(response.headers['content-security-policy']).toContain('frame-ancestors https://*.sanity.studio');
    const cookie = response.cookies.find((c) => c.name === PREVIEW_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const page = await sanity.app.inject({
      url: `/blog/${DRAFTS.changedPost.slug}`,
      headers: { cookie: `${PREVIEW_COOKIE}=${cookie!.value}` },
    });
    expect(h1(page.body)).toContain(DRAFTS.changedPost.title);
    // The secret was read as Presentation stores it: with the token, every document as stored.
    const asked = sanity.fake.requests.filter((request) => request.query.includes('sanity.previewUrlSecret'));
    expect(asked.at(-1)).toMatchObject({ perspective: 'raw', authorized: true, params: { secret: 'fresh-secret-1' } });
  });

  it.each([
    ['an unknown secret', 'never-written', undefined],
    ['a secret older than an hour', 'stale-secret-1', 3_700],
    ['no secret at all', '', undefined],
  ])('refuses %s with a 401 and no session', async (_case, secret, secondsAgo) => {
    if (secondsAgo !== undefined) sanity.fake.documents.push(secretDocument(secret, secondsAgo));
    const response = await sanity.app.inject({ url: link(secret, '/blog') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid or expired preview link' });
    expect(response.cookies).toEqual([]);
    const page = await sanity.app.inject({ url: '/blog/pricing-experiments' });
    expect(h1(page.body)).toBe(PUBLISHED_TITLE);
  });

  it('stays on this site whatever path the link names', async () => {
    sanity.fake.documents.push(secretDocument('fresh-secret-2', 5));
    const response = await sanity.app.inject({ url: link('fresh-secret-2', '//evil.example/phish') });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/phish');
  });

  it('cuts off an address that tries more links than an editor would, before asking Sanity', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const asked = () => sanity.fake.requests.filter((request) => request.query.includes('sanity.previewUrlSecret'));
    for (let i = 1; i <= EDITOR_LINKS_PER_TEN_MINUTES; i += 1) {
      const response = await sanity.app.inject({ url: link(`made-up-${i}`, '/blog'), ...from });
      expect(response.statusCode, `try ${i}`).toBe(401);
    }
    const before = asked().length;
    const refused = await sanity.app.inject({ url: link('made-up-one-more', '/blog'), ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too many preview links from your address; please try again in 10 minutes',
    });
    expect(asked()).toHaveLength(before);
    // Another address, an editor's, is not held up.
    sanity.fake.documents.push(secretDocument('fresh-secret-4', 5));
    expect((await sanity.app.inject({ url: link('fresh-secret-4', '/blog') })).statusCode).toBe(307);
  });

  it('answers 503, and starts no session, when Sanity cannot be asked', async () => {
    sanity.fake.documents.push(secretDocument('fresh-secret-3', 5));
    sanity.fake.mode = '500';
    try {
      const response = await sanity.app.inject({ url: link('fresh-secret-3', '/blog') });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'The CMS could not check this preview link; try again in a moment' });
      expect(response.cookies).toEqual([]);
    } finally {
      sanity.fake.mode = 'ok';
    }
  });
});

describe('a CMS without its own way in', () => {
  const preview = contentfulPreviewHarness();

  it('has no /api/preview/enable: a JSON 404', async () => {
    const response = await preview.app.inject({ url: '/api/preview/enable?sanity-preview-secret=x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
