import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';
import { waitForHydration } from '../support/hydration.ts';

// In forced colours (Windows' contrast themes) the browser drops backgrounds and box shadows, so an icon
// drawn with them vanishes and its button looks empty. Icons are strokes or text, which take the theme's
// colour. Checked on the pixels: an icon-only control must show ink unlike its own background.

/**
 * Pixels that differ clearly: in `shot`, from its own top-left corner (its background); or, given `other`, from
 * the same pixel of `other`. Decoded in Chromium, which needs no image library.
 */
function differing(decoder: Page, shot: Buffer, other?: Buffer): Promise<number> {
  return decoder.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const data = await pixels(first);
      const against = second ? await pixels(second) : null;
      if (against && against.length !== data.length) return -1;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const j = against ? i : 0;
        const base = against ?? data;
        const distance =
          Math.abs(data[i]! - base[j]!) + Math.abs(data[i + 1]! - base[j + 1]!) + Math.abs(data[i + 2]! - base[j + 2]!);
        if (distance > 60) count += 1;
      }
      return count;
    },
    [shot.toString('base64'), other?.toString('base64') ?? ''] as const,
  );
}

/** Pixels of the control's screenshot that differ clearly from its top-left corner. */
async function ink(decoder: Page, control: Locator): Promise<number> {
  return differing(decoder, await control.screenshot({ animations: 'disabled' }));
}

/** Label and ink of every visible link or button without text of its own (an icon) in `scope`. */
async function iconControls(decoder: Page, scope: Locator) {
  const found: { label: string | null; ink: number }[] = [];
  for (const control of await scope.locator('a[href], button').filter({ hasNotText: /\S/ }).all()) {
    if (await control.isVisible())
      found.push({ label: await control.getAttribute('aria-label'), ink: await ink(decoder, control) });
  }
  return found;
}

test('icon-only controls keep their icon in forced colours @mobile', async ({ page, context }) => {
  const decoder = await context.newPage();
  await page.emulateMedia({ forcedColors: 'active' });
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

  const header = await iconControls(decoder, page.getByRole('banner'));
  expect(header.map((control) => control.label)).toEqual(['Open menu']);
  for (const control of header) expect(control.ink, `${control.label} shows its icon`).toBeGreaterThan(40);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const inMenu = await iconControls(decoder, menu);
  expect(inMenu.map((control) => control.label)).toEqual(['Close menu']);
  for (const control of inMenu) expect(control.ink, `${control.label} shows its icon`).toBeGreaterThan(40);
});

// The current page's link is marked by colour and a tinted background, which forced colours replace: it
// needs a mark of its own there. The same link is shot on its own page and on another, and must differ.
test('the current page stays marked in the nav and the menu in forced colours', async ({ page, context }, info) => {
  const decoder = await context.newPage();
  await page.emulateMedia({ forcedColors: 'active' });
  const shots: Record<string, Buffer> = {};
  for (const path of ['/blog', '/about']) {
    await gotoHydrated(page, path);
    if (info.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    const blog = page
      .getByRole(info.project.name === 'mobile' ? 'dialog' : 'banner')
      .getByRole('link', { name: 'Blog' });
    shots[path] = await blog.screenshot({ animations: 'disabled' });
  }
  expect(await differing(decoder, shots['/blog']!, shots['/about']!)).toBeGreaterThan(40);
});

// A tap on Save before the page has hydrated fills the button until it is answered (docs/performance.md, "Taps
// before hydration"); forced colours drop fills, so there the button is inverted in the theme's own colours.
test('a tap kept before the page hydrates shows in forced colours too @mobile', async ({ page, context }) => {
  const decoder = await context.newPage();
  await page.emulateMedia({ forcedColors: 'active' });
  page.on('dialog', (dialog) => void dialog.accept());
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.goto('/resources/growth-playbook', { waitUntil: 'domcontentloaded' });
  const save = page.getByRole('button', { name: 'Save' });
  await page.evaluate(() => document.fonts.ready);
  const atRest = await save.screenshot({ animations: 'disabled' });
  await save.click();
  await page.mouse.move(0, 0);
  // The tap leaves it focused: its focus ring is not what this compares.
  await save.evaluate((button) => button.blur());
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const pressed = await save.screenshot({ animations: 'disabled' });
  expect(await differing(decoder, pressed, atRest)).toBeGreaterThan(1000);
  release();
  await waitForHydration(page);
  // Answered, it is as it was.
  await save.evaluate((button) => button.blur());
  await expect.poll(async () => differing(decoder, await save.screenshot({ animations: 'disabled' }), atRest)).toBe(0);
});
