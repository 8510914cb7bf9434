import { test, expect } from './fixtures.ts';

// The site's mark where a phone looks for it (docs/product.md, "Layout"): iOS asks for /apple-touch-icon.png at
// the root for a home screen, Safari's favourites and the share sheet, and rounds its corners itself.
test("iOS finds the site's mark at /apple-touch-icon.png, 180 px and full bleed", async ({ page, request }) => {
  const response = await request.get('/apple-touch-icon.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  await page.goto('/');
  const drawn = await page.evaluate(async () => {
    const image = new Image();
    image.src = '/apple-touch-icon.png';
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
    // A corner (the brand green, not white: iOS's own rounding would show white corners) and a point on
    // the mark's stroke, in the cream of favicon.svg.
    return { size: [image.naturalWidth, image.naturalHeight], corner: at(0, 0), stroke: at(62, 101) };
  });
  expect(drawn.size).toEqual([180, 180]);
  expect(drawn.corner).toEqual([0x15, 0x80, 0x3d, 255]);
  expect(drawn.stroke).toEqual([0xfa, 0xf8, 0xf3, 255]);
});
