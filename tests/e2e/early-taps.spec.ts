import type { Page } from '@playwright/test';
import { test, expect, collectAlerts, afterFrames } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';
import { STACK, serverUrl } from './stack-config.ts';

// A tap on Share or Save before the page has hydrated (a phone's first second or two) is kept, and answered once
// the buttons are live (docs/performance.md, "Taps before hydration"). The entry script is held on the wire, so
// the tap lands on the server's HTML.
const post = `${serverUrl(STACK.cms)}/blog/pricing-experiments`;
const resource = '/resources/growth-playbook';

/** How a button looks: whether it shows as pressed and waiting (a filled ghost button, the progress cursor). */
const look = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => {
    const style = getComputedStyle(button);
    return { filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)', cursor: style.cursor };
  });
const PRESSED = { filled: true, cursor: 'progress' };
const AT_REST = { filled: false, cursor: 'pointer' };

/**
 * The kept tap shows on its button, and only there, until it is answered (the pointer moved off, so no hover look
 * counts; the colours fade in and out, hence the polls).
 */
async function expectShownAsKept(page: Page, kept: 'Share' | 'Save') {
  await page.mouse.move(0, 0);
  await expect.poll(() => look(page, kept)).toEqual(PRESSED);
  await expect.poll(() => look(page, kept === 'Share' ? 'Save' : 'Share')).toEqual(AT_REST);
}

async function beforeHydration(page: Page, url: string) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  const alerts = collectAlerts(page);
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return { alerts, release };
}

test('a tap on Share before the page hydrates copies the link once it has, and later taps once each', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { alerts, release } = await beforeHydration(page, post);
  await page.getByRole('button', { name: 'Share' }).click();
  expect(alerts).toEqual([]);
  await expectShownAsKept(page, 'Share');
  release();
  await waitForHydration(page);
  await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(post);
  await expect.poll(() => look(page, 'Share')).toEqual(AT_REST);
  // Nothing is left to answer again, and a tap on the live button is answered once.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => alerts).toEqual(['Link copied to clipboard!', 'Blog post saved to your bookmarks!']);
  expect(await page.evaluate(() => document.documentElement.dataset.earlyTap)).toBeUndefined();
});

test('of two taps before the page hydrates, the last is answered, once', async ({ page }) => {
  const { alerts, release } = await beforeHydration(page, resource);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectShownAsKept(page, 'Save');
  release();
  await waitForHydration(page);
  await expect.poll(() => alerts).toEqual(['Resource saved to your bookmarks!']);
  await afterFrames(page);
  expect(alerts).toEqual(['Resource saved to your bookmarks!']);
  expect(await page.evaluate(() => document.documentElement.dataset.earlyTap)).toBeUndefined();
});
