import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated, afterEntrances, afterFrames } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { LONG_LIST_LENGTH, STACK, serverUrl } from './stack-config.ts';

// A blog and a resource library that have grown to many pages (docs/product.md, "Lists"): each page holds at most
// twelve cards, which the browser lays out only near the screen (docs/performance.md, "Long lists"); plain links
// lead from page to page, and a reload or Back lands on the card the visitor left.
const site = serverUrl(STACK.longLists);
const pageCount = (featured: number) => 1 + Math.ceil((LONG_LIST_LENGTH - 12 - featured) / 12);

const LISTS = [
  // The newest post is featured above the grid; every resource is in the grid.
  {
    path: '/blog',
    card: '.post-card',
    first: 'Growth note 2',
    next: 'Growth note 14',
    pages: pageCount(1),
    link: /^Read Article/,
    risesIn: false,
  },
  // The library's first six cards rise in (docs/product.md).
  {
    path: '/resources',
    card: '.resource-card',
    first: 'Growth guide 1',
    next: 'Growth guide 13',
    pages: pageCount(0),
    link: /^Read Now/,
    risesIn: true,
  },
] as const;

/**
 * Scrolls to `card` as a visitor does, most of a screen a frame, so that every card on the way is laid out. (The
 * router notes where the page is when it is left.)
 */
async function scrollTo(card: Locator) {
  await card.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const step = () => {
          if (element.getBoundingClientRect().top <= 200) return resolve();
          window.scrollBy({ top: Math.round(window.innerHeight * 0.8), behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(step));
        };
        step();
      }),
  );
  await afterFrames(card.page());
}

/** Opens the list's second page and scrolls to its last card; `top` reads where that card is on the screen. */
async function scrolledDown(page: Page, list: (typeof LISTS)[number]) {
  await gotoHydrated(page, `${site}${list.path}?page=2`);
  const target = page.locator(list.card).nth(11);
  const top = async () => (await target.boundingBox())?.y ?? Number.NaN;
  await scrollTo(target);
  return { target, top, left: await top() };
}

for (const list of LISTS) {
  test.describe(`a long list at ${list.path}`, () => {
    test('as the server sent it, a page of twelve cards in whole rows; the pager leads on', async ({ page }) => {
      await gotoHydrated(page, `${site}${list.path}`);
      const cards = page.locator(list.card);
      await expect(cards).toHaveCount(12);
      await expect(cards.first().locator('h3')).toHaveText(list.first);

      // Of the library, only the first six cards rise in, 0.2 s apart; the cards below show as they are.
      if (list.risesIn) {
        const motion = await cards.evaluateAll((elements) =>
          elements.map((card) => `${getComputedStyle(card).animationName} ${getComputedStyle(card).animationDelay}`),
        );
        expect(motion.slice(0, 6)).toEqual(
          ['0s', '0.2s', '0.4s', '0.6s', '0.8s', '1s'].map((delay) => `rise-in ${delay}`),
        );
        expect(new Set(motion.slice(6))).toEqual(new Set(['none 0s']));
      }

      // The cards lie on the grid in whole rows, the same gap apart, measured where they rest once the first six
      // have risen in.
      await scrollTo(cards.nth(11));
      await afterEntrances(page);
      const boxes = await cards.evaluateAll((elements) =>
        elements.map((element) => {
          const { left, top, bottom } = element.getBoundingClientRect();
          return { left: Math.round(left), top: Math.round(top), bottom: Math.round(bottom) };
        }),
      );
      const columns = [...new Set(boxes.map((box) => box.left))].sort((a, b) => a - b);
      expect(columns).toHaveLength(page.viewportSize()!.width >= 1024 ? 3 : 1);
      const rows = [...new Set(boxes.map((box) => box.top))].sort((a, b) => a - b);
      expect(rows).toHaveLength(12 / columns.length);
      // Each row's cards, left to right, in the list's order; 24 px (1.5rem) below the tallest card of the row above.
      boxes.forEach((box, index) => {
        expect(box.left).toBe(columns[index % columns.length]);
        expect(box.top).toBe(rows[Math.floor(index / columns.length)]);
      });
      for (let row = 1; row < rows.length; row++) {
        const above = boxes.filter((box) => box.top === rows[row - 1]);
        expect(Math.abs(rows[row]! - Math.max(...above.map((box) => box.bottom)) - 24)).toBeLessThanOrEqual(1);
      }

      // The next page, in the app: the next twelve, and a way back.
      const pager = page.getByRole('navigation', { name: /pages$/ });
      await expect(pager).toContainText(`Page 1 of ${list.pages}`);
      await pager.getByRole('link', { name: 'Next page →' }).click();
      await expect(page).toHaveURL(`${site}${list.path}?page=2`);
      await expect(cards.first().locator('h3')).toHaveText(list.next);
      await expect(cards).toHaveCount(12);
      await expect(page).toHaveTitle(/– Page 2\b/);
      await expect(pager).toContainText(`Page 2 of ${list.pages}`);
      await pager.getByRole('link', { name: '← Previous page' }).click();
      await expect(page).toHaveURL(`${site}${list.path}`);
      await expect(cards.first().locator('h3')).toHaveText(list.first);
    });

    test('a reload, Back from another site and Back from a card far down the list land where the visitor was', async ({
      page,
    }) => {
      const { target, top, left } = await scrolledDown(page, list);
      for (const [visit, leaveAndComeBack] of [
        ['a reload', () => page.reload()],
        [
          'Back from another site',
          async () => {
            await page.goto(`${serverUrl(STACK.offline)}/about`);
            await page.goBack();
          },
        ],
      ] as const) {
        // The browser loads the page anew (Playwright's Chromium keeps no back/forward cache).
        await leaveAndComeBack();
        await waitForHydration(page);
        await expect.poll(top, visit).toBe(left);
      }

      const title = (await target.getByRole('heading').textContent()) ?? '';
      await target.getByRole('link', { name: list.link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(page).toHaveURL(`${site}${list.path}?page=2`);
      await expect.poll(top, 'Back from a card').toBe(left);
    });
  });
}

test('a tag leads to every post on it, page by page, and a post to related reading @both', async ({ page }) => {
  await gotoHydrated(page, `${site}/blog/growth-note-4`);
  // Post 4 (index 3): Revenue Ops; the newest other Revenue Ops posts are notes 1 and 7 (no other tag to share).
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link')).toHaveText(['Growth note 1', 'Growth note 7', 'Growth note 10']);
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Revenue Ops' }).click();
  await expect(page).toHaveURL(`${site}/blog?tag=Revenue+Ops`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revenue Ops');
  await expect(page).toHaveTitle('Revenue Ops articles | Growthwise Blog');
  const tagged = Math.ceil(LONG_LIST_LENGTH / 3);
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager).toContainText(`Page 1 of ${1 + Math.ceil((tagged - 13) / 12)}`);
  await pager.getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(`${site}/blog?tag=Revenue+Ops&page=2`);
  // Notes 1, 4, 7 … : the 14th is note 40.
  await expect(page.locator('.post-card h3').first()).toHaveText('Growth note 40');
  await page
    .locator('.post-card')
    .first()
    .getByRole('link', { name: /^Read Article/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growth note 40');
  await expect(related.getByRole('link').first()).toHaveText('Growth note 1');
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(`${site}/blog/growth-note-1`);
});

test('the blog’s search form finds posts and resources, and leads to them @both', async ({ page }) => {
  await gotoHydrated(page, `${site}/blog`);
  const form = page.getByRole('search');
  await form.getByLabel('Search articles and resources').fill('growth 17');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${site}/search?q=growth+17`);
  await expect(page.getByRole('heading', { name: /results$/ })).toHaveText('22 results');
  const results = page.locator('.search-result');
  // Titles that hold both words, newest post first, then the library's.
  await expect(results.first().locator('h3')).toHaveText('Growth note 17');
  await expect(results.first().locator('.search-result__type')).toHaveText('Article');
  await expect(results.nth(11).locator('h3')).toHaveText('Growth guide 17');
  await expect(results.nth(11).locator('.search-result__type')).toHaveText('Resource');
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText('Page 1 of 2');
  await results.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growth note 17');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pager, the tags and related reading are plain links', async ({ page }) => {
    await page.goto(`${site}/blog?page=3`);
    await page.getByRole('link', { name: 'Next page →' }).click();
    await expect(page).toHaveURL(`${site}/blog?page=4`);
    await expect(page.locator('.post-card h3').first()).toHaveText('Growth note 38');
    await page.locator('.post-card').first().getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
    await expect(page).toHaveURL(`${site}/blog?tag=AI+Agents`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Agents');
  });

  test('the search form sends its query and the results are links', async ({ page }) => {
    await page.goto(`${site}/resources`);
    await page.getByLabel('Search articles and resources').fill('Guide 123');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${site}/search?q=Guide+123`);
    // The title that holds both words first; a post whose body says "guide" after it.
    await expect(page.locator('.search-result h3').first()).toHaveText('Growth guide 123');
    await page.locator('.search-result').first().getByRole('link').click();
    await expect(page).toHaveURL(`${site}/resources/growth-guide-123`);
  });
});
