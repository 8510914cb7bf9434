import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';

// Lazy images keep a known box: Chrome reports a lazy image scaled by CSS without a stated aspect ratio as
// one of no explicit size (its LazyLoadImageIssue; src/components/ui/image-box.ts, docs/performance.md).

/** The images Chrome's DevTools issues name as lazy with no explicit size, while `visit` runs. */
async function lazyImagesWithoutSize(page: Page, visit: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  const urls: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const details = issue.details.lazyLoadImageIssueDetails;
    if (issue.code === 'LazyLoadImageIssue' && details) urls.push(details.url);
  });
  await cdp.send('Audits.enable');
  await visit();
  // Each lazy image brought into view (at once: the site scrolls smoothly, which could pass one by) and
  // waited for until it has loaded, so Chrome has judged every one. Its load event, at most 5 s: `decode()`
  // once never settled in CI for an image whose lazy load had not started yet, and held the test to its
  // timeout; an image that does not load fails the check below instead.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
      image.scrollIntoView({ block: 'center', behavior: 'instant' });
      if (image.complete) continue;
      await new Promise((settled) => {
        image.addEventListener('load', settled, { once: true });
        image.addEventListener('error', settled, { once: true });
        setTimeout(settled, 5_000);
      });
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('img[loading="lazy"]')].map((image) => (image as HTMLImageElement).complete),
      ),
    )
    .not.toContain(false);
  // A reply on the same session comes after every event sent before it, the issues included.
  await cdp.send('Runtime.evaluate', { expression: '0' });
  await cdp.detach();
  return urls;
}

test('lazy images on the home page and in a post body have an explicit size', async ({ page }) => {
  const home = await lazyImagesWithoutSize(page, async () => {
    await page.goto('/');
  });
  expect(home).toEqual([]);
  await expect(page.locator('.why-us__images img[loading="lazy"]')).toHaveCount(2);

  const post = await lazyImagesWithoutSize(page, async () => {
    await page.goto(`${serverUrl(STACK.cms)}/blog/pricing-experiments`);
  });
  expect(post).toEqual([]);
  await expect(page.locator('.rich-body img[loading="lazy"]')).toHaveCount(3);
});
