import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { readClientManifest } from './client-manifest.ts';
import { isSameDocument, markDocument } from './same-document.ts';

// A post's body travels once (docs/performance.md, "The body travels once"): as the server's markup, never
// again in the router data serialised into the same page, and its renderer loads only where the browser
// builds a page.
const cms = serverUrl(STACK.cms);
const POST = '/blog/pricing-experiments';
const QUOTE = 'Growth is a system, not a campaign.';
const RENDERER = 'src/components/rich-text/rich-tree.tsx';

const rendererRequests = (page: Page) => {
  const file = readClientManifest()[RENDERER]?.file ?? 'the renderer is missing from the manifest';
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${file}`)) seen.push(request.url());
  });
  return seen;
};

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

test.describe('a body travels once', () => {
  test('a post and a resource carry their body once in the HTML, as markup', async ({ request }) => {
    const post = await (await request.get(`${cms}${POST}`)).text();
    expect(occurrences(post, QUOTE)).toBe(1);
    expect(post).toContain(`<blockquote><p>${QUOTE}</p></blockquote>`);
    const resource = await (await request.get(`${cms}/resources/pricing-page-teardown`)).text();
    expect(occurrences(resource, 'A teardown of twenty pricing pages.')).toBe(1);
  });

  test('the renderer is a chunk no page imports statically', () => {
    const chunks = readClientManifest();
    expect(chunks[RENDERER]?.file).toMatch(/^assets\/rich-tree-[\w-]+\.js$/);
    expect(Object.entries(chunks).filter(([, chunk]) => chunk.imports?.includes(RENDERER))).toEqual([]);
  });

  test('a first visit keeps the server markup without the renderer; a client-side visit loads it with the data', async ({
    page,
  }) => {
    const renderer = rendererRequests(page);
    await gotoHydrated(page, `${cms}${POST}`);
    const body = page.locator('.rich-body');
    await expect(body.locator('blockquote')).toHaveText(QUOTE);
    await expect(body.getByRole('heading', { level: 2, name: 'Heading two' })).toBeVisible();
    expect(renderer).toEqual([]);

    await markDocument(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growthwise Blog');
    await page.locator('a[href="/blog/rich-title-post"]').first().click();
    await expect(page).toHaveURL(/\/blog\/rich-title-post$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rich Title Post');
    await expect(body).not.toBeEmpty();
    expect(renderer).toHaveLength(1);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('Back to the first page shows its body again, and its links still navigate in the app', async ({ page }) => {
    await gotoHydrated(page, `${cms}${POST}`);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growthwise Blog');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Experiments That Moved Revenue');
    const body = page.locator('.rich-body');
    await expect(body.locator('blockquote')).toHaveText(QUOTE);
    await expect(body.locator('table tbody td')).toHaveText(['Lead', '25%']);
    await body.getByRole('link', { name: 'this article' }).click();
    await expect(page).toHaveURL(/\/blog\/linked-article$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a link opened in a new tab is left to the browser', async ({ page, context }) => {
    await gotoHydrated(page, `${cms}${POST}`);
    const opened = context.waitForEvent('page');
    await page
      .locator('.rich-body')
      .getByRole('link', { name: 'this article' })
      .click({ modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/blog/linked-article');
    expect(new URL(page.url()).pathname).toBe(POST);
    await tab.close();
  });
});

test('a link to our page written in capitals reaches that page in the app, from the server markup or the app', async ({
  page,
}) => {
  // The editor wrote /Resources/Growth-Playbook/ and /Blog/Pricing-Experiments: the router would have taken the
  // slugs as written and found nothing (docs/product.md, "Content").
  await gotoHydrated(page, `${cms}/resources/pricing-page-teardown`);
  await markDocument(page);
  const body = page.locator('.rich-body');
  await expect(body.getByRole('link', { name: 'write to us' })).not.toHaveAttribute('target', /./);
  await body.getByRole('link', { name: 'the CMS playbook' }).click();
  await expect(page).toHaveURL(/\/resources\/growth-playbook$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The CMS Growth Playbook');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Resources' }).click();
  await page.getByRole('main').locator('a[href="/resources/pricing-page-teardown"]').first().click();
  await body.getByRole('link', { name: 'the pricing post' }).click();
  await expect(page).toHaveURL(/\/blog\/pricing-experiments\?from=teardown$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Experiments That Moved Revenue');
  expect(await isSameDocument(page)).toBe(true);
});

// Chrome's page translation replaces each text of the page with its own <font> elements, and goes on doing so
// as text appears. The body's links, images and tables were made with new components each time it rendered,
// so React took them out and put them back on a second render (Back to a post, its data reloaded); the text
// beside them had been replaced by then, and putting a link back before it threw NotFoundError
// (docs/product.md, "Content").
const translateLikeChrome = () => {
  const translate = (text: Text) => {
    if (!text.data.trim() || text.parentElement?.closest('script, style, title, textarea, font')) return;
    const outer = document.createElement('font');
    const inner = document.createElement('font');
    inner.textContent = text.data.toUpperCase();
    outer.append(inner);
    text.replaceWith(outer);
  };
  const textsIn = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    return texts;
  };
  const start = () => {
    textsIn(document.body).forEach(translate);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) textsIn(node).forEach(translate);
    }).observe(document.body, { childList: true, subtree: true });
  };
  const whenLive = () => (document.documentElement.hasAttribute('data-hydrated') ? start() : setTimeout(whenLive, 20));
  addEventListener('DOMContentLoaded', whenLive);
};

test('Back to a post drawn by the app leaves its body whole, translated or not', async ({ page }) => {
  await page.addInitScript(translateLikeChrome);
  await page.addInitScript(() => {
    const taken: string[] = [];
    Object.assign(window, { taken });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (record.target as Element).closest('.rich-body')) taken.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, '/blog');
  await page.getByRole('main').locator('a[href="/blog/speed-to-lead"]').first().click();
  const link = page.locator('.rich-body a[href="/resources/growth-playbook"]');
  await expect(link).toHaveText('GROWTH PLAYBOOK');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // Back shows the post the router kept, loads its data again (it is stale by then), and renders it again.
  const reloaded = page.waitForResponse((response) => response.url().endsWith('/api/posts/speed-to-lead'));
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/speed-to-lead$/);
  await reloaded;
  // The render that follows the answer, and the frame after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(link).toHaveText('GROWTH PLAYBOOK');
  expect(await page.evaluate(() => (window as unknown as { taken: string[] }).taken)).toEqual([]);
});
