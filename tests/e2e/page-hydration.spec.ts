import { test, expect } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { atLiveMark, recordAtLiveMark } from './live-mark.ts';

// Every route's page is checked in every-page.spec.ts; these are the "not found" pages of each kind.
for (const path of ['/blog/no-such-post', '/resources/no-such-guide', '/no-such-page']) {
  test(`${path} is marked live only once its own links and fields are @mobile`, async ({ page }) => {
    await recordAtLiveMark(page);
    await page.goto(path);
    await waitForHydration(page);
    const atMark = await atLiveMark(page);
    expect(atMark?.controls).toBeGreaterThan(0);
    expect(atMark?.inert).toEqual([]);
  });
}
