import type { Page } from '@playwright/test';
import icoEndec from 'ico-endec';
import { test, expect } from './fixtures.ts';

// The site's mark where a phone or an older browser looks for it (docs/product.md, "Layout"). Points are in
// the mark's own grid (favicon.svg's 32 units): a corner, a point inside the rounded square's green, and a
// point on the cream stroke.
const CORNER = [0, 0];
const GREEN = [16, 4];
const STROKE = [11, 18];

/** The image's size, and its pixels (RGBA) at those points, as the browser decodes it. */
async function drawnAt(page: Page, source: string) {
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
      const unit = image.naturalWidth / 32;
      const at = ([x = 0, y = 0]: number[]) => [
        ...context.getImageData(Math.floor(x * unit), Math.floor(y * unit), 1, 1).data,
      ];
      return { size: [image.naturalWidth, image.naturalHeight], pixels: points.map(at) };
    },
    { source, points: [CORNER, GREEN, STROKE] },
  );
}

// iOS asks for /apple-touch-icon.png at the root for a home screen, Safari's favourites and the share sheet,
// and rounds its corners itself.
test("iOS finds the site's mark at /apple-touch-icon.png, 180 px and full bleed", async ({ page, request }) => {
  const response = await request.get('/apple-touch-icon.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  await page.goto('/');
  const drawn = await drawnAt(page, '/apple-touch-icon.png');
  expect(drawn.size).toEqual([180, 180]);
  // The corner is the brand green, not see-through: iOS's own rounding would show white corners otherwise.
  expect(drawn.pixels).toEqual([
    [0x15, 0x80, 0x3d, 255],
    [0x15, 0x80, 0x3d, 255],
    [0xfa, 0xf8, 0xf3, 255],
  ]);
});

// Browsers that draw no SVG icon (older Safari) take the ICO the head names first, and feed readers and crawlers
// ask for /favicon.ico by name; before, both found a 404. Chrome keeps to the SVG and never fetches the ICO.
test("the site's mark at /favicon.ico, in 16, 32 and 48 px, and Chrome keeps to the SVG", async ({ page, request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const icons = icoEndec.decode(await response.body());
  expect(icons.map((icon) => [icon.width, icon.height, icon.imageType])).toEqual([
    [16, 16, 'png'],
    [32, 32, 'png'],
    [48, 48, 'png'],
  ]);

  const fetched: string[] = [];
  page.context().on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/');
  const links = await page
    .locator('link[rel="icon"]')
    .evaluateAll((found) =>
      found.map((link) => [link.getAttribute('href'), link.getAttribute('sizes') ?? link.getAttribute('type')]),
    );
  expect(links).toEqual([
    ['/favicon.ico', '16x16 32x32 48x48'],
    ['/favicon.svg', 'image/svg+xml'],
  ]);
  await expect.poll(() => fetched.includes('/favicon.svg')).toBe(true);

  // Each size is the mark, with the SVG's rounded corners see-through.
  for (const icon of icons) {
    const drawn = await drawnAt(page, `data:image/png;base64,${icon.imageData.toString('base64')}`);
    const [corner = [], green = [], stroke = []] = drawn.pixels;
    expect(corner[3], `${icon.width} px corner`).toBe(0);
    expect(green, `${icon.width} px green`).toEqual([0x15, 0x80, 0x3d, 255]);
    expect(
      stroke.slice(0, 3).every((channel) => channel > 0xd0),
      `${icon.width} px stroke`,
    ).toBe(true);
  }
  expect(fetched).not.toContain('/favicon.ico');
});
