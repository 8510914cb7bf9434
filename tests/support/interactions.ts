import type { Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

// Interaction latency as a visitor feels it, from the page's own Event Timing API (what INP is made of):
// the duration from the input to the next paint. Used by the bench (figures) and by a browser test
// (that the measurement works); speed is judged by the bench only.

type Timing = { name: string; duration: number; interactionId: number };
type Measured = { __eventTimings: Timing[] };

/** Keeps every Event Timing entry of 16 ms or more (the API's floor) from the first script on. */
export async function recordEventTiming(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as Measured;
    store.__eventTimings = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        store.__eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Slows the page's CPU down as Lighthouse's mobile preset does (4x). */
export async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export type InteractionFigure = {
  /** The slowest interaction's duration, input to next paint; 0 means under the API's 16 ms floor. */
  durationMs: number;
  /** How many interactions the browser counted (performance.interactionCount): proof the input was seen. */
  interactions: number;
  /** The kinds of event the figure is made of (`keydown`, `click`...): what it measured. */
  events: string[];
};

/**
 * Resolves once the page has painted twice and its observers have run: Event Timing hands an entry over only
 * after the next paint, so what came before (the tap on the way to what is measured) lands by then.
 */
const afterNextPaint = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))),
  );

/** Resolves once no animation or transition of the page is running (the header settling after a scroll). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** Runs `act` and returns the slowest interaction it caused, and only those. */
export async function measureInteraction(page: Page, act: () => Promise<void>): Promise<InteractionFigure> {
  // Without this wait the entries of the step before `act` (the tap that opened the menu) arrived after the
  // slate was cleared and counted as `act`'s (docs/performance.md, "Interactions").
  await afterNextPaint(page);
  const before = await page.evaluate(() => {
    (window as unknown as Measured).__eventTimings.length = 0;
    return (performance as unknown as { interactionCount: number }).interactionCount;
  });
  await act();
  await afterNextPaint(page);
  return page.evaluate((countBefore) => {
    const entries = (window as unknown as Measured).__eventTimings.filter((entry) => entry.interactionId > 0);
    return {
      durationMs: Math.max(0, ...entries.map((entry) => entry.duration)),
      interactions: (performance as unknown as { interactionCount: number }).interactionCount - countBefore,
      events: [...new Set(entries.map((entry) => entry.name))],
    };
  }, before);
}

/** The three interactions the performance budget names, on a phone-sized page (baseUrl: the site). */
export const INTERACTIONS = {
  'open the mobile menu': async (page: Page, baseUrl: string) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    return measureInteraction(page, async () => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
    });
  },
  'type into the contact form': async (page: Page, baseUrl: string) => {
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    // A visitor scrolls to the form, then taps a field and types: the tap is part of typing into it. The scroll
    // is not, nor the header's transition it starts, which a tap made as the page scrolls would wait behind.
    const name = page.getByLabel('Name *');
    await name.scrollIntoViewIfNeeded();
    await settled(page);
    return measureInteraction(page, async () => {
      await name.tap();
      await page.keyboard.type('Ada Lovelace', { delay: 60 });
    });
  },
  'navigate from / to /services': async (page: Page, baseUrl: string) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    // On a phone the way to /services is the menu: it is opened first, the tap on its link is measured.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    await settled(page);
    return measureInteraction(page, async () => {
      await menu.getByRole('link', { name: 'Services', exact: true }).tap();
      await page.waitForURL(`${baseUrl}/services`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  },
} as const;
