import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_TITLE, SECRET, enter, h1, sanityPreviewHarness } from './support/preview-harness.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { PERSPECTIVE_COOKIE, PREVIEW_COOKIE } from '../../server/preview/preview-session.ts';
import { PREVIEW_BAR_TEXTS } from '../../src/model/preview.ts';

// Presentation's perspective picker (docs/preview.md, "Sanity's Presentation tool"): the editor previews the
// drafts, the published documents or a release, and Presentation loads the page again with
// `?sanity-preview-perspective=…` in its address.
describe("Sanity's perspectives in preview", () => {
  const sanity = sanityPreviewHarness();
  const POST = `/blog/${DRAFTS.changedPost.slug}`;
  const RELEASE_TITLE = 'Pricing Experiments, as the Spring Release Has It';

  const cookiesFrom = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
  const get = (url: string, cookies: string[]) => sanity.app.inject({ url, headers: { cookie: cookies.join('; ') } });
  const lastPerspective = () => sanity.fake.requests.at(-1)?.perspective;

  it('a page loaded again with the perspective the editor picked shows it, and the session keeps it', async () => {
    sanity.fake.documents.push({
      ...sanity.fake.documents.find((doc) => doc._id === 'post1'),
      _id: 'versions.rSpring.post1',
      title: RELEASE_TITLE,
    });
    const session = await enter(sanity.app);
    expect(h1((await get(POST, [session])).body)).toBe(DRAFTS.changedPost.title);

    const published = await get(`${POST}?sanity-preview-perspective=published`, [session]);
    expect(h1(published.body)).toBe(PUBLISHED_TITLE);
    expect(lastPerspective()).toBe('published');
    const kept = cookiesFrom(published);
    expect(kept).toEqual([expect.stringMatching(new RegExp(`^${PERSPECTIVE_COOKIE}=published\\.`))]);
    expect(published.cookies[0]).toMatchObject({ httpOnly: true, maxAge: 3600, path: '/' });
    // What follows carries only the cookies: the next page, and the reads of a navigation in the app.
    expect(h1((await get('/blog/pricing-experiments', [session, ...kept])).body)).toBe(PUBLISHED_TITLE);
    const read = await get(`/api/posts/${DRAFTS.changedPost.slug}`, [session, ...kept]);
    expect((read.json() as { title: string }).title).toBe(PUBLISHED_TITLE);
    expect(read.headers['cache-control']).toBe('private, no-store');

    // A release over the drafts: its version wins where it has one.
    const release = await get(`${POST}?sanity-preview-perspective=rSpring,drafts`, [session]);
    expect(h1(release.body)).toBe(RELEASE_TITLE);
    expect(lastPerspective()).toBe('rSpring,drafts');
    const inRelease = cookiesFrom(release);
    const list = await get('/api/posts', [session, ...inRelease]);
    const titles = (list.json() as { items: { title: string }[] }).items.map((post) => post.title);
    expect(titles).toContain(RELEASE_TITLE);
    expect(titles).toContain(DRAFTS.newPost.title);

    const drafts = await get(`${POST}?sanity-preview-perspective=drafts`, [session, ...inRelease]);
    expect(h1(drafts.body)).toBe(DRAFTS.changedPost.title);
  });

  it('the preview bar says which content the page shows', async () => {
    const session = await enter(sanity.app);
    const bar = async (query: string) => {
      const page = await get(`${POST}${query}`, [session]);
      return /<aside class="preview-bar"[^>]*><p>([^<]*)<\/p>/.exec(page.body)?.[1]?.replaceAll('&#x27;', "'");
    };
    expect(await bar('')).toBe(PREVIEW_BAR_TEXTS.drafts);
    expect(await bar('?sanity-preview-perspective=published')).toBe(
      'Preview: published content only, as visitors see it',
    );
    expect(await bar('?sanity-preview-perspective=rSpring,drafts')).toBe("Preview: a release's changes are visible");
    expect(await bar('?sanity-preview-perspective=drafts')).toBe('Preview: unpublished changes are visible');
    expect(await bar('?sanity-preview-perspective=raw')).toBe(PREVIEW_BAR_TEXTS.drafts);
  });

  it.each([
    ['raw, which shows every version at once', 'raw'],
    ['raw inside a stack', 'rSpring,raw'],
    ['a made-up layer', 'rSpring;drop'],
    ['more than ten layers', Array.from({ length: 11 }, (_, i) => `r${i}`).join(',')],
    ['an empty value', ''],
  ])('ignores %s: the Content Lake never sees it', async (_case, value) => {
    const session = await enter(sanity.app);
    sanity.fake.requests.length = 0;
    const page = await get(`${POST}?sanity-preview-perspective=${encodeURIComponent(value)}`, [session]);
    expect(page.statusCode).toBe(200);
    expect(h1(page.body)).toBe(DRAFTS.changedPost.title);
    expect(sanity.fake.requests.every((request) => request.perspective === 'drafts')).toBe(true);
    expect(page.cookies).toEqual([]);
  });

  it('a perspective cookie the site did not sign is ignored', async () => {
    const session = await enter(sanity.app);
    const page = await get(POST, [session, `${PERSPECTIVE_COOKIE}=published`]);
    expect(h1(page.body)).toBe(DRAFTS.changedPost.title);
  });

  it("a visitor's address with the parameter changes nothing", async () => {
    const page = await sanity.app.inject({ url: `${POST}?sanity-preview-perspective=drafts` });
    expect(h1(page.body)).toBe(PUBLISHED_TITLE);
    expect(page.cookies).toEqual([]);
  });

  it("Presentation's way in starts the session with its link's perspective; a new session or the exit ends it", async () => {
    const secret = `perspective-secret-${Date.now()}`;
    sanity.fake.documents.push({
      _id: `sanity-preview-url-secret.${secret}`,
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret,
      studioUrl: 'https://growthwise.sanity.studio',
    });
    const link = await sanity.app.inject({
      url: `/api/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(POST)}&sanity-preview-perspective=published`,
    });
    expect(link.statusCode).toBe(307);
    const cookies = cookiesFrom(link);
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([PREVIEW_COOKIE, PERSPECTIVE_COOKIE]);
    expect(h1((await get(POST, cookies)).body)).toBe(PUBLISHED_TITLE);

    // Our own link starts a session on the drafts, whatever the browser kept.
    const again = await get(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(POST)}`, cookies);
    expect(again.cookies.find((cookie) => cookie.name === PERSPECTIVE_COOKIE)).toMatchObject({ value: '' });
    const exit = await get(`/api/preview/exit?path=${encodeURIComponent(POST)}`, cookies);
    expect(exit.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual(
      expect.arrayContaining([
        [PREVIEW_COOKIE, ''],
        [PERSPECTIVE_COOKIE, ''],
      ]),
    );
  });
});
