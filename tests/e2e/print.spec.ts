import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { CMS_SITES, PREVIEW_SECRET, STACK, serverUrl } from './stack-config.ts';
import { contrastOnWhite, printPage } from './printed.ts';

// A page printed, or saved as a PDF, as a visitor does from the browser's menu (docs/product.md, "On paper"):
// Chromium's own print, read back from the PDF it makes.
const PREVIEW_BAR_TEXT = 'Preview: unpublished changes are visible';

/** The headings a reader sees on the screen, in the page's own words (before any text-transform). */
async function shownHeadings(page: Page) {
  return page
    .locator('main :is(h1, h2, h3)')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.getBoundingClientRect().width > 1 && heading.checkVisibility())
        .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
}

/** Every card's headings and text land whole on one sheet, and its rule keeps it so. */
async function expectCardsWhole(page: Page, path: string, printout: Awaited<ReturnType<typeof printPage>>) {
  const found = page.locator('main :is(.grid-3, .grid-4) > *, main .card-grid article, main .featured-post');
  const cards = await found.evaluateAll((elements) =>
    elements.map((card) =>
      [...card.querySelectorAll('h2, h3, h4, p')].map((block) =>
        (block.textContent ?? '').replace(/\s/g, '').toLowerCase(),
      ),
    ),
  );
  expect(cards.length, path).toBeGreaterThan(1);
  // Compared without spaces: the card's parts side by side in a row read with or without one between them.
  const sheets = printout.sheetTexts.map((text) => text.replace(/\s/g, '').toLowerCase());
  const cut = cards.filter((blocks) => !sheets.some((sheet) => blocks.every((block) => sheet.includes(block))));
  expect(cut, `${path}: cards not whole on one sheet`).toEqual([]);
  // Text alone cannot show a card's icon left at the foot of the sheet before the rest of it: the rule can.
  await page.emulateMedia({ media: 'print' });
  const breaks = await found.evaluateAll((all) => all.map((card) => getComputedStyle(card).breakInside));
  expect(new Set(breaks), path).toEqual(new Set(['avoid']));
  await page.emulateMedia({ media: null });
}

test.describe('On paper', () => {
  test('/, /services and /about: every section is printed, in dark ink, with the header once and without its menu, and no card is cut across two sheets', async ({
    page,
  }) => {
    for (const path of ['/', '/services', '/about']) {
      await gotoHydrated(page, path);
      const headings = await shownHeadings(page);
      expect(headings.length, path).toBeGreaterThan(3);
      const printout = await printPage(page);
      const printed = printout.text.toLowerCase();
      // Sections below the fold wait to reveal as they are scrolled to; paper is never scrolled.
      expect(
        headings.filter((heading) => !printed.includes(heading.toLowerCase())),
        path,
      ).toEqual([]);
      // Backgrounds are not printed: text drawn for a dark one must not come out pale.
      const pale = printout.inks.filter((ink) => contrastOnWhite(ink) < 4.5);
      expect(pale, `${path}: inks ${printout.inks.join(', ')}`).toEqual([]);
      // The logo once at the top and once in the footer: a fixed header is printed on every sheet.
      expect(printout.items.length, path).toBeGreaterThan(1);
      expect(
        printout.items.flat().filter((item) => item === 'Growthwise'),
        path,
      ).toHaveLength(2);
      // The header's menu and call to action, and the footer's columns of links, only work on a screen.
      expect(printout.text, path).not.toContain("LET'S TALK");
      expect(printout.items.flat(), path).not.toContain('Careers');
      if (path !== '/services') await expectCardsWhole(page, path, printout);
    }
  });

  test("on /services/ai, /resources and /blog no card is cut across two sheets, and the resources' colour art, only a background, takes no room on paper", async ({
    page,
  }) => {
    for (const path of ['/services/ai', '/resources', '/blog']) {
      await gotoHydrated(page, path);
      await expectCardsWhole(page, path, await printPage(page));
    }
    const art = page.locator('.top-resource__art, .resource-card__art');
    await page.goBack();
    await expect(art).toHaveCount(4);
    for (const box of await art.all()) await expect(box).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const box of await art.all()) await expect(box).toBeHidden();
  });

  test('a post: its whole body, without the buttons and share links that only work on a screen', async ({ page }) => {
    await gotoHydrated(page, '/blog/speed-to-lead');
    const paragraphs = await page
      .locator('.rich-body :is(p, li)')
      .evaluateAll((blocks) => blocks.map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim()));
    expect(paragraphs.length).toBeGreaterThan(5);
    const printout = await printPage(page);
    expect(paragraphs.filter((paragraph) => !printout.text.includes(paragraph))).toEqual([]);
    expect(printout.items.flat()).not.toContain('Share');
    expect(printout.items.flat()).not.toContain('Save');
    await expect(page.getByRole('heading', { name: 'Share this article' })).toBeVisible();
    expect(printout.text.toLowerCase()).not.toContain('share this article');
    // A link within the site: its words say where it goes, and "/resources/..." means nothing on paper.
    expect(printout.text).toContain('step one of our growth playbook.');
  });

  test('a link to another site is printed with its address', async ({ page }) => {
    await gotoHydrated(page, `${serverUrl(CMS_SITES[0].ok)}/blog/pricing-experiments`);
    const printout = await printPage(page);
    expect(printout.text.replace(/\s/g, '')).toContain('theguide(https://example.com/guide)');
  });

  test("an editor's printed draft says it is a preview, once, at its end", async ({ page }) => {
    const path = '/blog/pricing-experiments';
    await gotoHydrated(page, `${serverUrl(STACK.cms)}/api/preview?secret=${PREVIEW_SECRET}&path=${path}`);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(PREVIEW_BAR_TEXT);
    const printout = await printPage(page);
    expect(printout.text.split(PREVIEW_BAR_TEXT)).toHaveLength(2);
    expect(printout.sheetTexts.at(-1)).toMatch(new RegExp(`${PREVIEW_BAR_TEXT}$`));
    expect(printout.text).not.toContain('Exit preview');
  });

  test('a menu left open is not printed over the page @mobile', async ({ page }) => {
    await gotoHydrated(page, '/');
    const closed = await printPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const open = await printPage(page);
    expect(open.text).toBe(closed.text);
  });
});
