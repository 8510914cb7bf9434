import { test, expect } from './fixtures.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';

// The layout-shift sum the font tests and the bench rely on (tests/support/layout-shifts.ts) sees a shift in
// phone emulation even right after the load, when Chromium has just reported the layout viewport's resize
// as an input, and even before its observer has been told of it.
test('the layout-shift sum counts a shift just after a phone-sized load @mobile', async ({ page }) => {
  await page.route('**/layout-shift-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><meta name="viewport" content="width=device-width"><p id="grows">a</p><p>b</p>',
    }),
  );
  await watchLayoutShifts(page);
  await page.goto('/layout-shift-probe');
  expect(await layoutShifts(page)).toBe(0);
  await page.evaluate(() => {
    document.getElementById('grows')!.style.height = '200px';
  });
  expect(await layoutShifts(page)).toBeGreaterThan(0.01);
});
