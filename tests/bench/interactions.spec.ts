import { test, expect } from '@playwright/test';
import { INTERACTIONS, measureInteraction, recordEventTiming, throttleCpu } from '../support/interactions.ts';
import { SITE } from './playwright.config.ts';

// The interaction measurement `npm run bench` reports (README, Performance) works: under Lighthouse's 4x
// CPU slowdown, each interaction is seen by the page's Event Timing API and does what it should. How fast
// it is, is the bench's to say, never a test's.
const MADE_OF: Record<keyof typeof INTERACTIONS, string> = {
  'open the mobile menu': 'click',
  'type into the contact form': 'keydown',
  'navigate from / to /services': 'click',
};

test.describe('interaction timing', () => {
  for (const [name, run] of Object.entries(INTERACTIONS)) {
    test(`${name}: measured by Event Timing under 4x CPU`, async ({ page }) => {
      await recordEventTiming(page);
      await throttleCpu(page, 4);
      const figure = await run(page, SITE);
      expect(figure.interactions).toBeGreaterThan(0);
      expect(figure.events).toContain(MADE_OF[name as keyof typeof INTERACTIONS]);
      expect(figure.durationMs).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(figure.durationMs)).toBe(true);
    });
  }

  test('a figure is made of its own interaction, not of the step before it', async ({ page }) => {
    await recordEventTiming(page);
    await page.goto(`${SITE}/healthz`);
    await page.setContent('<input aria-label="Field">');
    // The measured typing holds the page long enough for Event Timing to report it (16 ms is its floor).
    await page.evaluate(() =>
      document.querySelector('input')?.addEventListener('keydown', () => {
        const until = performance.now() + 30;
        while (performance.now() < until);
      }),
    );
    await page.getByLabel('Field').focus();
    // The step before hands its entry over late, as a page whose next paint is slow does: on the contact page at
    // 4x a tap's click came after the tap had returned, and was counted in the figure of what followed it.
    await page.evaluate(() =>
      setTimeout(() => {
        const recorded = (window as unknown as { __eventTimings: unknown[] }).__eventTimings;
        recorded.push({ name: 'click', duration: 240, interactionId: 1 });
      }, 50),
    );
    const figure = await measureInteraction(page, () => page.keyboard.type('ab'));
    expect(figure.events).toEqual(expect.arrayContaining(['keydown']));
    expect(figure.events).not.toContain('click');
    expect(figure.interactions).toBe(2);
  });
});
