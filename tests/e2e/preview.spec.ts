import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, expectNoAxeViolations } from './fixtures.ts';
import { PREVIEW_SECRET, STACK, serverUrl } from './stack-config.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { readClientManifest } from './client-manifest.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { smallTargets } from './touch-targets.ts';

const contentful = serverUrl(STACK.cms);
const sanity = serverUrl(STACK.sanity);
const PUBLISHED_TITLE = 'Pricing Experiments That Moved Revenue';
const BAR_TEXT = 'Preview: unpublished changes are visible';
const INSPECTOR_CHUNK = /contentful-inspector-[\w-]+\.js$/;

const enterUrl = (site: string, path: string, secret = PREVIEW_SECRET) =>
  `${site}/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`;

const previewBar = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

// A wrong secret, a path off the site and a forged or altered cookie are refused in tests/server/preview.test.ts.
test.describe('preview mode', () => {
  test('an editor enters from the CMS link, sees drafts on every screen, navigates in the app and exits', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, enterUrl(contentful, '/blog/pricing-experiments'));
    expect(new URL(page.url()).pathname).toBe('/blog/pricing-experiments');
    await expect(previewBar(page)).toContainText(BAR_TEXT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'gw_preview', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 3600);

    // Inside the app: the list and a post never published, without a page load.
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    const featured = page.getByRole('region', { name: 'Latest Insights' });
    await expect(featured.getByRole('heading', { name: DRAFTS.newPost.title })).toBeVisible();
    await featured.getByRole('link', { name: `Read Article: ${DRAFTS.newPost.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.newPost.title);
    await expect(page.locator('.rich-body')).toHaveText(DRAFTS.newPost.body);
    await expect(previewBar(page)).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    await gotoHydrated(page, `${contentful}/resources/${DRAFTS.changedResource.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedResource.title);

    await previewBar(page).getByRole('link', { name: 'Exit preview' }).click();
    await page.waitForURL(`${contentful}/resources/${DRAFTS.changedResource.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The CMS Growth Playbook');
    await expect(previewBar(page)).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
  });

  test('Contentful fields carry Live Preview tagging and its inspector is loaded, in preview only', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (INSPECTOR_CHUNK.test(request.url())) chunks.push(request.url());
    });
    await gotoHydrated(page, `${contentful}/blog/pricing-experiments`);
    await expect(page.locator('[data-contentful-entry-id]')).toHaveCount(0);
    await gotoHydrated(page, `${contentful}/resources/growth-playbook`);
    expect(chunks, 'a public visitor never downloads the inspector').toEqual([]);

    await gotoHydrated(page, enterUrl(contentful, '/blog/pricing-experiments'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.editor)).toBe('contentful');
    expect(chunks).toHaveLength(1);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveAttribute('data-contentful-entry-id', 'post1');
    await expect(title).toHaveAttribute('data-contentful-field-id', 'title');
    await expect(title).toHaveAttribute('data-contentful-locale', 'en-US');
    await expect(page.locator('.article__lead')).toHaveAttribute('data-contentful-field-id', 'excerpt');
    await expect(page.locator('.rich-body')).toHaveAttribute('data-contentful-field-id', 'content');
    await gotoHydrated(page, `${contentful}/resources/growth-playbook`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-contentful-entry-id', 'res2');
  });

  test('with Sanity, drafts come from the drafts perspective, without click-to-edit', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (INSPECTOR_CHUNK.test(request.url())) chunks.push(request.url());
    });
    await gotoHydrated(page, enterUrl(sanity, '/blog'));
    await expect(previewBar(page)).toContainText(BAR_TEXT);
    const featured = page.getByRole('region', { name: 'Latest Insights' });
    await expect(featured.getByRole('heading', { name: DRAFTS.newPost.title })).toBeVisible();
    await markDocument(page);
    const articles = page.getByRole('region', { name: 'Latest Articles' });
    await articles.getByRole('link', { name: `Read Article: ${DRAFTS.changedPost.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.locator('[data-contentful-entry-id]')).toHaveCount(0);
    expect(chunks).toEqual([]);
    await previewBar(page).getByRole('link', { name: 'Exit preview' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  });
});

test.describe('preview isolation', () => {
  const site = serverUrl(STACK.previewWatch);
  const draftCalls = async () => {
    const response = await fetch(`${serverUrl(STACK.fakes.previewWatch)}/__fake/requests`);
    return ((await response.json()) as { preview: boolean }[]).filter((request) => request.preview).length;
  };

  test('no one but the editor sees drafts or causes a draft API call, before, during and after', async ({
    browser,
  }) => {
    // Eleven full page loads in a row: 25 s of the default 30 on a slow machine of this kind.
    test.slow();
    const visitorContext = await browser.newContext();
    const editorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const editor = await editorContext.newPage();
    const visit = async () => {
      for (const [path, title] of [
        ['/blog/pricing-experiments', PUBLISHED_TITLE],
        ['/resources/growth-playbook', 'The CMS Growth Playbook'],
      ] as const) {
        await gotoHydrated(visitor, `${site}${path}`);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(previewBar(visitor)).toHaveCount(0);
      }
      await gotoHydrated(visitor, `${site}/blog`);
      await expect(visitor.getByText(DRAFTS.newPost.title)).toHaveCount(0);
      expect((await visitor.goto(`${site}/blog/${DRAFTS.newPost.slug}`))?.status()).toBe(404);
    };

    // Counted from here: the fake's count lives as long as the stack, so a rerun of this test starts above 0.
    const before = await draftCalls();
    await visit();
    expect(await draftCalls()).toBe(before);

    await gotoHydrated(editor, enterUrl(site, '/resources/growth-playbook'));
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedResource.title);
    await gotoHydrated(editor, `${site}/blog/pricing-experiments`);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(DRAFTS.changedPost.title);
    const during = await draftCalls();
    expect(during).toBeGreaterThan(before);
    // Right after the editor, on the same addresses (the page cache included): the published pages.
    await visit();
    expect(await draftCalls()).toBe(during);

    await previewBar(editor).getByRole('link', { name: 'Exit preview' }).click();
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
    await visit();
    expect(await draftCalls()).toBe(during);
    await visitorContext.close();
    await editorContext.close();
  });

  for (const [key, chunk] of [
    ['src/features/preview/contentful-inspector.ts', INSPECTOR_CHUNK],
    ['src/features/preview/sanity-presentation.ts', /sanity-presentation-[\w-]+\.js$/],
  ] as const) {
    test(`${key} is a chunk of its own, never part of what a public page loads`, () => {
      const manifest = readClientManifest();
      expect(manifest[key]?.file).toMatch(chunk);
      const statically = Object.entries(manifest).filter(([, entry]) => entry.imports?.includes(key));
      expect(statically).toEqual([]);
      const importer = Object.values(manifest).find((entry) => entry.dynamicImports?.includes(key));
      expect(importer?.file).toMatch(/entry-client/);
    });
  }
});

// Editors check drafts on their phones too: the bar fits the smallest screen, hides nothing, and its way out
// is a full touch target.
test.describe('preview on a phone @mobile', () => {
  test('the bar fits at 320 px, leaves the end of the page reachable and passes axe; Exit preview is 44 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, enterUrl(contentful, '/blog/pricing-experiments'));
    await expect(previewBar(page)).toContainText(BAR_TEXT);
    expect(await smallTargets(page, '.preview-bar')).toEqual([]);
    const root = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }));
    expect(root.scrollWidth).toBe(root.clientWidth);

    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const copyright = page.locator('.site-footer__copyright');
    await expect(copyright).toBeInViewport();
    const lastLine = await copyright.evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = await previewBar(page).evaluate((el) => el.getBoundingClientRect().top);
    expect(lastLine).toBeLessThanOrEqual(barTop);
    await expectNoAxeViolations(page);
  });
});
