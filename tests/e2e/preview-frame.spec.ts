import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { PREVIEW_SECRET, STACK, serverUrl } from './stack-config.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

// Contentful's web app shows an editor's preview in a frame (its Live preview pane): a previewing browser's
// pages may be framed there, and no page may be framed by any other site (docs/preview.md, "The session").
// The web app is played here by an address the browser never leaves the machine for. The site under test is
// on 127.0.0.1, which Chrome's Local Network Access keeps a public site from framing at all; a deployed site
// is public, so the check is off in this file's browser.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const contentful = serverUrl(STACK.cms);
// The post as published, which a visitor sees (tests/fakes/contentful-fixtures.ts).
const PUBLISHED_TITLE = 'Pricing Experiments That Moved Revenue';
const enterUrl = `${contentful}/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&path=${encodeURIComponent('/blog/pricing-experiments')}`;

test.beforeEach(async ({ page }) => {
  // The site as it is served over https behind a proxy: the cookie is then the one a frame may keep.
  await page.route(`${contentful}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-proto': 'https' } }),
  );
});

const framedBy = (page: Page, host: string, src: string) =>
  page.route(`https://${host}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${src}" width="800" height="600"></iframe>` }),
  );

test("an editor's preview shows inside Contentful's web app", async ({ page }) => {
  await framedBy(page, 'app.contentful.com', enterUrl);
  await page.goto('https://app.contentful.com/spaces/growthspace/entries/post1');
  const pane = page.frameLocator('iframe');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect(pane.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Preview: unpublished changes are visible',
  );
});

test('a save in Contentful of an entry the page shows has the page read its drafts again', async ({ page }) => {
  await framedBy(page, 'app.contentful.com', enterUrl);
  await page.goto('https://app.contentful.com/spaces/growthspace/entries/post1');
  const pane = page.frameLocator('iframe');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect(pane.locator('html[data-editor="contentful"]')).toHaveCount(1);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/posts/pricing-experiments') reads.push(request.url());
  });
  // What Contentful's web app posts to the pane when an entry is saved (@contentful/live-preview's wire format).
  const saved = (id: string) =>
    page.evaluate(
      (entity) =>
        document
          .querySelector('iframe')
          ?.contentWindow?.postMessage({ source: 'live-preview-editor', method: 'ENTRY_SAVED', entity }, '*'),
      { sys: { id, type: 'Entry' } },
    );
  await saved('an-entry-this-page-does-not-show');
  await saved('post1');
  await expect.poll(() => reads.length).toBe(1);
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
});

test('"Exit preview" inside the pane opens the page as visitors see it, in a tab of its own; the pane stays a preview', async ({
  page,
  context,
}) => {
  await framedBy(page, 'app.contentful.com', enterUrl);
  await page.goto('https://app.contentful.com/spaces/growthspace/entries/post1');
  const pane = page.frameLocator('iframe');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect(pane.locator('html[data-hydrated]')).toHaveCount(1);
  const opened = context.waitForEvent('page');
  await pane.getByRole('link', { name: 'Exit preview' }).click();
  const visitor = await opened;
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(visitor.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  expect(new URL(visitor.url()).pathname).toBe('/blog/pricing-experiments');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
  await expect(pane.getByRole('complementary', { name: 'Preview' })).toBeVisible();
});

test('no other site shows a page of ours, nor a preview', async ({ page, allowConsoleError }) => {
  const REFUSED = /Framing '[^']*' violates the following Content Security Policy directive: "frame-ancestors /;
  allowConsoleError(REFUSED);
  for (const [host, src] of [
    ['elsewhere.example', `${contentful}/blog/pricing-experiments`],
    ['preview.elsewhere.example', enterUrl],
  ] as const) {
    await framedBy(page, host, src);
    const refused = page.waitForEvent('console', (message) => REFUSED.test(message.text()));
    await page.goto(`https://${host}/`);
    await refused;
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
  }
});
