import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForHydration } from '../support/hydration.ts';

// A 1x1 PNG: what the stand-ins for Contentful's and Sanity's image CDNs answer (the browser never leaves
// this machine).
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Fixtures = {
  /** For a test that breaks the network on purpose: console errors matching this are expected. */
  allowConsoleError: (pattern: RegExp) => void;
};

const allowed = new WeakMap<object, RegExp[]>();

export const test = base.extend<Fixtures>({
  // The page of a test: console errors, page errors and React warnings seen during the test fail it. A test that
  // asks for no page (HTTP only, or a process) opens none.
  page: async ({ page }, use) => {
    for (const host of ['https://images.ctfassets.net/**', 'https://cdn.sanity.io/**']) {
      await page.route(host, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
    }
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // A 404 or 503 page (or an /api answer for a missing post) is an error response by design, and
      // Chromium reports every one of them in the console; those are expected.
      const source = message.location().url;
      if (/status of (404|503)/.test(text) && (source === page.url() || source.includes('/api/'))) return;
      if (message.type() === 'error' || /hydrat|did not match|Warning:/i.test(text))
        problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    allowed.set(page, []);
    await use(page);
    const patterns = allowed.get(page) ?? [];
    const unexpected = problems.filter((problem) => !patterns.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors or hydration warnings').toEqual([]);
  },
  allowConsoleError: async ({ page }, use) => {
    await use((pattern) => allowed.get(page)?.push(pattern));
  },
});

export { expect };

/** The client has taken over the server HTML once the router has hydrated. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Collects the texts of alert() dialogs and accepts them. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

export async function expectNoAxeViolations(page: Page) {
  // Sections below the fold wait transparent until they come into view (src/components/ui/reveal.tsx), and
  // axe skips what is transparent: each is scrolled to, so all of the page is judged as a visitor sees it.
  // Reduced motion meanwhile has each rise in at once, as it settles, instead of over an animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await afterFrames(page);
  const scrollToNextWaiting = () =>
    page.evaluate(() => {
      const next = document.querySelector('[data-reveal="waiting"]');
      next?.scrollIntoView();
      return next !== null;
    });
  for (let sections = 0; sections < 50 && (await scrollToNextWaiting()); sections += 1) await afterFrames(page);
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  // Colour contrast is judged on the settled page, not halfway through an entrance animation.
  await afterEntrances(page);
  // Legacy mode runs axe in the page itself, not in a second page opened for each scan (no page of the site
  // embeds another site's frame), and only violations are reported in detail: a scan then costs a third.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Resolves once every entrance animation on the page has ended (a spinner's endless one is not waited for). */
export async function afterEntrances(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Resolves after the browser has rendered two more frames: by then it has delivered every intersection
 * observer callback and every task queued by what came before (instead of waiting a fixed time).
 */
export async function afterFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}
