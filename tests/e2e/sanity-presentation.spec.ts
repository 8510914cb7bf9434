import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { PREVIEW_SECRET, serverUrl } from './stack-config.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { posts } from '../fakes/sanity-fixtures.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { spawnSite, waitForHealthy } from '../support/site-process.ts';
import { freePort } from '../support/free-port.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { openPresentation } from './presentation/presentation-studio.ts';
import type { PresentationHost } from './presentation/presentation-studio.ts';

// Sanity's Presentation tool shows an editor's preview in a frame of a Studio and talks to it over
// @sanity/comlink (docs/preview.md, "Sanity's Presentation tool"). The Studio is played by an address the
// browser never leaves the machine for, running Sanity's own comlink controller; the site is the built one, on
// a Sanity fake of this file's own, so a test can write Presentation's secret and change a draft as an editor's
// typing does. The frame enters preview as Presentation does, through /api/preview/enable. Chrome's Local
// Network Access check is off, as in preview-frame.spec.ts: a deployed site is public, this one is on 127.0.0.1.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});
test.describe.configure({ mode: 'default' });

const STUDIO = 'growthwise.sanity.studio';
const POST = `/blog/${DRAFTS.changedPost.slug}`;
const PUBLISHED_TITLE = String((posts.find((post) => post._id === 'post1') as { title?: string }).title);

let fake: SanityFake;
let site: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  fake = await startSanityFake();
  const port = await freePort();
  // Behind a proxy, as in production: the request says https, so the cookie is the one a frame keeps.
  site = spawnSite(port, { ...sanityEnv(fake, { previewSecret: PREVIEW_SECRET }), TRUST_PROXY: 'true' });
  await waitForHealthy(port);
  origin = serverUrl(port);
});
test.afterAll(async () => {
  site.kill('SIGTERM');
  await fake.close();
});

let secrets = 0;
test.beforeEach(async ({ page }) => {
  await page.route(`${origin}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-proto': 'https' } }),
  );
  // Presentation's own way in (its previewMode): the secret it writes into the dataset for this preview.
  const secret = `presentation-secret-${(secrets += 1)}-${Date.now()}`;
  fake.documents.push({
    _id: `sanity-preview-url-secret.${secret}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret,
    studioUrl: `https://${STUDIO}`,
  });
  const enable = `/api/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(POST)}`;
  await openPresentation(page, STUDIO, `${origin}${enable}`);
});

const host = (page: Page) =>
  page.evaluate(() => {
    const { received, status } = (window as unknown as { presentation: PresentationHost }).presentation;
    return { received: structuredClone(received), status: status() };
  });
const received = async (page: Page, type: string) =>
  (await host(page)).received.filter((message) => message.type === type);
const navigations = (page: Page) => received(page, 'visual-editing/navigate');
const post = (page: Page, type: string, data: Record<string, unknown>) =>
  page.evaluate(
    ([type, data]) => (window as unknown as { presentation: PresentationHost }).presentation.post(type, data),
    [type, data] as const,
  );

test('the page in Presentation connects to it, and its address bar and title follow the page', async ({ page }) => {
  const pane = page.frameLocator('iframe');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect.poll(async () => (await host(page)).status).toBe('connected');
  await expect
    .poll(() => navigations(page))
    .toContainEqual({ type: 'visual-editing/navigate', data: expect.objectContaining({ url: POST }) });
  const { received } = await host(page);
  const title = await page.frames()[1]!.title();
  expect(title).toMatch(/ \| Growthwise$/);
  expect(received).toContainEqual({ type: 'visual-editing/meta', data: { title } });

  await pane.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(/Blog/);
  await expect
    .poll(async () => (await navigations(page)).at(-1))
    .toEqual({ type: 'visual-editing/navigate', data: expect.objectContaining({ type: 'push', url: '/blog' }) });

  // A path typed into Presentation's address bar moves the page, within the app; another host's address does
  // nothing (the router would read it as a path of this site, /elsewhere.example, and report it).
  await pane.locator('html').evaluate((html) => (html.dataset.sameDocument = 'yes'));
  await post(page, 'presentation/navigate', { type: 'push', url: '//elsewhere.example/' });
  await post(page, 'presentation/navigate', { type: 'push', url: '/resources' });
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(/Resource/);
  expect(page.frames()[1]!.url()).toBe(`${origin}/resources`);
  await expect(pane.locator('html')).toHaveAttribute('data-same-document', 'yes');
  await expect
    .poll(async () => (await navigations(page)).at(-1))
    .toEqual({ type: 'visual-editing/navigate', data: expect.objectContaining({ url: '/resources' }) });
  const visited = (await navigations(page)).map((message) => (message.data as { url: string }).url);
  expect(visited).not.toContain('/elsewhere.example');
});

test("an editor's change in the Studio shows in the pane, without a reload", async ({ page }) => {
  const pane = page.frameLocator('iframe');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect.poll(async () => (await host(page)).status).toBe('connected');
  await pane.locator('html').evaluate((html) => (html.dataset.sameDocument = 'yes'));

  // The Studio saves the draft as the editor types, and Presentation tells the page (its wire format).
  const draft = fake.documents.find((doc) => doc._id === 'drafts.post1')!;
  const retitled = 'Pricing Experiments, Retitled in the Studio';
  draft.title = retitled;
  draft._rev = 'd1-edited';
  const refresh = {
    source: 'mutation',
    livePreviewEnabled: false,
    document: { _id: 'drafts.post1', _type: 'post', _rev: 'd1-edited', slug: { current: DRAFTS.changedPost.slug } },
  };
  await post(page, 'presentation/refresh', refresh);
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(retitled);
  await expect(pane.locator('html')).toHaveAttribute('data-same-document', 'yes');
  await expect
    .poll(async () => (await host(page)).received.map((message) => message.type))
    .toEqual(expect.arrayContaining(['visual-editing/refreshing', 'visual-editing/refreshed']));

  // Presentation's refresh button reads the drafts again too.
  draft.title = DRAFTS.changedPost.title;
  await post(page, 'presentation/refresh', { source: 'manual', livePreviewEnabled: false });
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect(pane.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test("Sanity's overlays outline a field on hover, and a click opens that field in the Studio", async ({ page }) => {
  const pane = page.frameLocator('iframe');
  const title = pane.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(DRAFTS.changedPost.title);
  await expect.poll(async () => (await host(page)).status).toBe('connected');

  await title.hover();
  // Sanity's outline over the field, in the overlays' own element after the page's body.
  await expect(pane.locator('sanity-visual-editing [data-hovered]')).toBeVisible();
  await title.click();
  await expect
    .poll(() => received(page, 'visual-editing/focus'))
    .toEqual([
      {
        type: 'visual-editing/focus',
        data: expect.objectContaining({ id: 'post1', type: 'post', path: 'title', baseUrl: '/' }),
      },
    ]);
  await pane.locator('.article__lead').click();
  await expect
    .poll(async () => (await received(page, 'visual-editing/focus')).at(-1))
    .toEqual({
      type: 'visual-editing/focus',
      data: expect.objectContaining({ id: 'post1', type: 'post', path: 'excerpt' }),
    });
  // Presentation lists the documents the page shows.
  const shown = await received(page, 'visual-editing/documents');
  expect(shown.at(-1)?.data).toMatchObject({ documents: [expect.objectContaining({ _id: 'post1', _type: 'post' })] });
  // The overlays are Sanity's own chunk, for an editor in Presentation only.
  const scripts = await pane
    .locator('html')
    .evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(scripts.some((script) => script.includes('renderVisualEditing'))).toBe(true);
});

test('the perspective the editor picks in Presentation shows in the pane, and stays while they move around', async ({
  page,
}) => {
  const pane = page.frameLocator('iframe');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  // Presentation loads the pane again with the perspective in its address (here: the published documents).
  await page.evaluate(
    (url) => (window as unknown as { presentation: PresentationHost }).presentation.load(url),
    `${origin}${POST}?sanity-preview-perspective=published`,
  );
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  const bar = pane.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('Preview: published content only, as visitors see it');
  await expect.poll(async () => (await host(page)).status).toBe('connected');
  // A move within the app reads the published documents too: no unpublished post in the list.
  await pane.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(/Blog/);
  await expect(pane.getByText(PUBLISHED_TITLE).first()).toBeVisible();
  await expect(pane.getByText(DRAFTS.newPost.title)).toHaveCount(0);
  await expect(bar).toContainText('Preview: published content only');
});
