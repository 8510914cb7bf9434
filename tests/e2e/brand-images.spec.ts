import type { Page } from '@playwright/test';
import icoEndec from 'ico-endec';
import { test, expect } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { startRewritingProxy } from '../../scripts/bench/rewriting-proxy.ts';

// The brand's bitmaps where a phone, an older browser or a link preview looks for them (docs/product.md,
// "Layout"), drawn by scripts/assets/brand-images.ts.

/** The image's size, and its pixels (RGBA) at points given in pixels, as the browser decodes it. */
async function drawnAt(page: Page, source: string, points: number[][]) {
  return page.evaluate(
    async ({ source, points }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const at = ([x = 0, y = 0]: number[]) => [...context.getImageData(x, y, 1, 1).data];
      return { size: [image.naturalWidth, image.naturalHeight], pixels: points.map(at) };
    },
    { source, points },
  );
}

/** A corner, a point inside the rounded square's green and one on the cream stroke, in the mark's 32 units. */
const markPoints = (size: number) =>
  [
    [0, 0],
    [16, 4],
    [11, 18],
  ].map((point) => point.map((unit) => Math.floor((unit * size) / 32)));

const GREEN = [0x15, 0x80, 0x3d, 255];
const CREAM = [0xfa, 0xf8, 0xf3, 255];

// iOS asks for /apple-touch-icon.png at the root for a home screen, Safari's favourites and the share sheet,
// and rounds its corners itself.
test("iOS finds the site's mark at /apple-touch-icon.png, 180 px and full bleed", async ({ page, request }) => {
  const response = await request.get('/apple-touch-icon.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  await page.goto('/');
  const drawn = await drawnAt(page, '/apple-touch-icon.png', markPoints(180));
  expect(drawn.size).toEqual([180, 180]);
  // The corner is the brand green, not see-through: iOS's own rounding would show white corners otherwise.
  expect(drawn.pixels).toEqual([GREEN, GREEN, CREAM]);
});

// Browsers that draw no SVG icon (older Safari) take the ICO the head names first, and feed readers and crawlers
// ask for /favicon.ico by name; before, both found a 404.
test("the site's mark at /favicon.ico, in 16, 32 and 48 px", async ({ page, request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const icons = icoEndec.decode(await response.body());
  expect(icons.map((icon) => [icon.width, icon.height, icon.imageType])).toEqual([
    [16, 16, 'png'],
    [32, 32, 'png'],
    [48, 48, 'png'],
  ]);
  await page.goto('/');
  // Each size is the mark, with the SVG's rounded corners see-through.
  for (const icon of icons) {
    const source = `data:image/png;base64,${icon.imageData.toString('base64')}`;
    const [corner = [], green = [], stroke = []] = (await drawnAt(page, source, markPoints(icon.width))).pixels;
    expect(corner[3], `${icon.width} px corner`).toBe(0);
    expect(green, `${icon.width} px green`).toEqual(GREEN);
    expect(
      stroke.slice(0, 3).every((channel) => channel > 0xd0),
      `${icon.width} px stroke`,
    ).toBe(true);
  }
});

// Chrome fetched the ICO as well as the SVG when the ICO's link listed all its sizes (or "any"); with
// sizes="32x32" it takes the SVG alone. Its icon fetches show neither in a test's request events nor while
// the test intercepts requests, so a proxy counts what reaches the server, in a context without interception.
test('Chrome fetches the SVG icon and never the ICO', async ({ browser }) => {
  const proxy = await startRewritingProxy(serverUrl(STACK.offline), (html) => html);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${proxy.url}/`);
    const links = await page
      .locator('link[rel="icon"]')
      .evaluateAll((found) =>
        found.map((link) => [link.getAttribute('href'), link.getAttribute('sizes') ?? link.getAttribute('type')]),
      );
    expect(links).toEqual([
      ['/favicon.ico', '32x32'],
      ['/favicon.svg', 'image/svg+xml'],
    ]);
    await expect.poll(() => proxy.requested.includes('/favicon.svg')).toBe(true);
    // Chrome asks for the ICO, when it does, within milliseconds of the SVG: by the time the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(proxy.requested.filter((path) => path.startsWith('/favicon'))).toEqual(['/favicon.svg']);
  } finally {
    await context.close();
    await proxy.close();
  }
});

// A link to a page without a picture of its own, shared in a chat or a feed, previews with this card (the
// pages' og:image: tests/server/pages.test.ts).
test('the link-preview card at /social-card.png, 1200 x 630, the mark on the dark surface', async ({
  page,
  request,
}) => {
  const response = await request.get('/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  await page.goto('/');
  // The mark is drawn 128 px wide at (104, 164).
  const mark = markPoints(128).map(([x = 0, y = 0]) => [104 + x, 164 + y]);
  const drawn = await drawnAt(page, '/social-card.png', [[600, 40], [600, 625], ...mark.slice(1)]);
  expect(drawn.size).toEqual([1200, 630]);
  // The surface, the green rule along the bottom, the mark's green and its stroke.
  expect(drawn.pixels).toEqual([[0x0f, 0x1a, 0x14, 255], GREEN, GREEN, CREAM]);
});
