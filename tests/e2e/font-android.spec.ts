import { existsSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { faceStatus, fontsOf, holdWebFonts } from './font-swap.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';
import { ROBOTO_DIR, androidFontConfig } from '../support/android-fonts.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

// Most prospects visit on an Android phone, which has Roboto and no Arial: the first paint there must be
// Roboto resized to Outfit's metrics ('Outfit Fallback Roboto', src/styles/font.css), not the system font at
// its own metrics. A browser of its own for this file (Playwright starts a worker for it), seeing only Roboto.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    env: { ...process.env, FONTCONFIG_FILE: androidFontConfig() },
  },
});

test('on Android’s fonts, a first visit draws Roboto sized to Outfit, then Outfit, with nothing moving @mobile', async ({
  page,
}) => {
  expect(existsSync(ROBOTO_DIR), `Roboto is not installed: Debian's fonts-roboto-unhinted (.ci/run installs it)`).toBe(
    true,
  );
  const font = await holdWebFonts(page);
  await watchLayoutShifts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Arial's stand-in finds nothing here, so the heading is set in Android's, on the local Roboto.
  expect(await faceStatus(page, 'Outfit Fallback')).toEqual(['error']);
  expect(await faceStatus(page, 'Outfit Fallback Roboto')).toEqual(['loaded']);
  expect(await fontsOf(page, 'h1')).toEqual([{ family: 'Roboto', custom: false }]);

  font.release();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fontsOf(page, 'h1')).toEqual([{ family: expect.stringMatching(/^Outfit/), custom: true }]);
  expect(await layoutShifts(page)).toBeLessThan(0.01);
});
