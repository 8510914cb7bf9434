// Renders the brand mark (public/favicon.svg) as the 180x180 PNG that iOS shows for the site on a home screen,
// in Safari's favourites and at the top of the share sheet (docs/product.md, "Layout"). Run it after changing the
// mark: `node scripts/assets/touch-icon.ts`. Debian's Chromium draws it, as it does for the tests.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

const TOUCH_ICON_SIZE = 180;

const mark = await readFile('public/favicon.svg', 'utf8');
// Full bleed: iOS rounds the corners itself, and a rounded mark would show white corners inside them.
const square = mark.replace(/ rx="[\d.]+"/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:100vw;height:100vh}</style>${square}`);
  await writeFile('public/apple-touch-icon.png', await page.screenshot({ type: 'png' }));
} finally {
  await browser.close();
}
