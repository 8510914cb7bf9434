// Renders the brand mark (public/favicon.svg) as the two bitmaps a browser or a phone asks for where it does
// not draw the SVG (docs/product.md, "Layout"): the 180x180 PNG that iOS shows for the site on a home screen,
// in Safari's favourites and at the top of the share sheet, and /favicon.ico (16, 32 and 48 px) for browsers
// without SVG icons and for the readers and crawlers that ask for that file by name. Run it after changing the
// mark: `node scripts/assets/icons.ts`. Debian's Chromium draws them, as it does for the tests.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import icoEndec from 'ico-endec';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

const TOUCH_ICON_SIZE = 180;
// The sizes a browser's tab, bookmarks and a desktop's shortcuts pick from, at 1x to 3x.
const FAVICON_SIZES = [16, 32, 48];

const mark = await readFile('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const draw = async (svg: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
    // A transparent page, so the rounded mark's corners stay see-through in a tab.
    return page.screenshot({ type: 'png', omitBackground: true });
  };
  // Full bleed: iOS rounds the corners itself, and a rounded mark would show white corners inside them.
  await writeFile('public/apple-touch-icon.png', await draw(mark.replace(/ rx="[\d.]+"/, ''), TOUCH_ICON_SIZE));
  const bitmaps = [];
  for (const size of FAVICON_SIZES) bitmaps.push(await draw(mark, size));
  await writeFile('public/favicon.ico', icoEndec.encode(bitmaps));
} finally {
  await browser.close();
}
