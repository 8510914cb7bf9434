import { test, expect } from './fixtures.ts';
import { INTERACTIONS, recordEventTiming, throttleCpu } from '../support/interactions.ts';
import { STACK, serverUrl } from './stack-config.ts';

// The interaction measurement `npm run bench` reports (README, Performance) works: under Lighthouse's 4x
// CPU slowdown, each interaction is seen by the page's Event Timing API and does what it should. How fast
// it is, is the bench's to say, never a test's.
test.describe('interaction timing @mobile', () => {
  for (const [name, run] of Object.entries(INTERACTIONS)) {
    test(`${name}: measured by Event Timing under 4x CPU`, async ({ page }) => {
      await recordEventTiming(page);
      await throttleCpu(page, 4);
      const figure = await run(page, serverUrl(STACK.offline));
      expect(figure.interactions).toBeGreaterThan(0);
      expect(figure.durationMs).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(figure.durationMs)).toBe(true);
    });
  }
});
