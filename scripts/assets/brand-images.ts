// Draws the brand's bitmaps from its mark (public/favicon.svg) and its font (docs/product.md, "Layout"):
// - the 180x180 PNG that iOS shows for the site on a home screen, in Safari's favourites and the share sheet;
// - /favicon.ico (16, 32 and 48 px) for browsers without SVG icons and the readers that ask for it by name;
// - the 1200x630 card that link previews (Open Graph, X) show for every page without an image of its own.
// Run it after changing the mark, the name or the tagline: `node scripts/assets/brand-images.ts`. Debian's
// Chromium draws them, as it does for the tests.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import icoEndec from 'ico-endec';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { siteConfig } from '../../src/site/site-config.ts';
import { SOCIAL_CARD } from '../../src/site/social-card.ts';

const TOUCH_ICON_SIZE = 180;
// The sizes a browser's tab, bookmarks and a desktop's shortcuts pick from, at 1x to 3x.
const FAVICON_SIZES = [16, 32, 48];

const mark = await readFile('public/favicon.svg', 'utf8');
const font = await readFile('node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const draw = async (html: string, width: number, height = width) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${html}`);
    await page.evaluate(() => document.fonts.ready);
    // A transparent page, so the rounded mark's corners stay see-through in a tab.
    return page.screenshot({ type: 'png', omitBackground: true });
  };
  // Lines break between words only, never at a word's own hyphen (e-commerce).
  const words = (text: string) =>
    text
      .split(' ')
      .map((word) => `<span>${word}</span>`)
      .join(' ');
  const markAt = (svg: string, size: number) => svg.replace('<svg ', `<svg width="${size}" height="${size}" `);

  // Full bleed: iOS rounds the corners itself, and a rounded mark would show white corners inside them.
  const square = mark.replace(/ rx="[\d.]+"/, '');
  await writeFile('public/apple-touch-icon.png', await draw(markAt(square, TOUCH_ICON_SIZE), TOUCH_ICON_SIZE));

  const bitmaps = [];
  for (const size of FAVICON_SIZES) bitmaps.push(await draw(markAt(mark, size), size));
  await writeFile('public/favicon.ico', icoEndec.encode(bitmaps));

  // The site's dark surface, its cream text and green accent, in Outfit (tokens.css).
  const card = `
    <style>
      @font-face { font-family: Outfit; font-weight: 100 900; src: url(data:font/woff2;base64,${font.toString('base64')}); }
      .card { box-sizing: border-box; width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; padding: 0 104px;
        display: flex; flex-direction: column; justify-content: center; gap: 36px;
        background: #0f1a14; color: #f4f1ea; font-family: Outfit; border-bottom: 18px solid #15803d; }
      .name { display: flex; align-items: center; gap: 36px; font-size: 112px; font-weight: 700; letter-spacing: -2px; }
      .tagline { margin: 0; font-size: 50px; font-weight: 500; line-height: 1.2; color: #c9cfc9; text-wrap: balance; }
      .tagline span { white-space: nowrap; }
    </style>
    <div class="card">
      <div class="name">${markAt(mark, 128)}${siteConfig.name}</div>
      <p class="tagline">${words(siteConfig.tagline)}</p>
    </div>`;
  await writeFile(`public${SOCIAL_CARD.path}`, await draw(card, SOCIAL_CARD.width, SOCIAL_CARD.height));
} finally {
  await browser.close();
}
