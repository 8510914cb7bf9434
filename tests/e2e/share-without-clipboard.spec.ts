import { test, expect, gotoHydrated, collectAlerts } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { STACK } from './stack-config.ts';
import { expectNear, scrollTop } from './place.ts';

// A page over plain http has no Clipboard API (nor has an in-app browser that refuses it), and Share used to
// say "Link copied to clipboard!" while the clipboard kept what it had. A name that is not a loopback address
// makes the page an insecure context in Chromium, as it would be on any other host.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP growthwise.test 127.0.0.1'],
  },
});

const origin = `http://growthwise.test:${STACK.offline}`;

/** What the reader would paste: the clipboard pasted into a field the test adds. */
async function pasted(page: Page) {
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'pasted-here';
    document.body.append(field);
    field.focus();
  });
  await page.keyboard.press('Control+V');
  return page.locator('#pasted-here').inputValue();
}

for (const path of ['/blog/speed-to-lead', '/resources/growth-playbook']) {
  test(`Share on ${path} over plain http copies the link, and keyboard focus stays on Share`, async ({
    page,
    allowConsoleError,
  }) => {
    // Chromium's own note on any page over plain http that sends the site's headers.
    allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/);
    const alerts = collectAlerts(page);
    await gotoHydrated(page, `${origin}${path}`);
    expect(await page.evaluate(() => [isSecureContext, typeof navigator.clipboard, typeof navigator.share])).toEqual([
      false,
      'undefined',
      'undefined',
    ]);
    // What the reader had copied before.
    await page.evaluate(() => {
      const field = document.createElement('textarea');
      field.value = 'copied earlier';
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    });
    const link = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(link).toMatch(new RegExp(`${path}$`));
    const share = page.getByRole('button', { name: 'Share' });
    await share.focus();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    await expect(share).toBeFocused();
    expectNear(await scrollTop(page), scrolled);
    expect(await pasted(page)).toBe(link);
  });
}

// Where nothing can be copied (a browser that refuses the older command too; stood in for here, as blog.spec.ts
// stands in for a share sheet), the reader is shown the link to copy by hand, never told it was copied.
test('Share where nothing can be copied shows the link to copy by hand', async ({ page, allowConsoleError }) => {
  allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/);
  await page.addInitScript(() => {
    Document.prototype.execCommand = () => false;
  });
  const dialogs: string[][] = [];
  page.on('dialog', (dialog) => {
    dialogs.push([dialog.type(), dialog.message(), dialog.defaultValue()]);
    void dialog.dismiss();
  });
  await gotoHydrated(page, `${origin}/blog/speed-to-lead`);
  const link = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => dialogs).toEqual([['prompt', 'Copy this link:', link]]);
});
