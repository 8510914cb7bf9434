import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { faceStatus } from './font-swap.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { startPageProxy } from '../../scripts/bench/rewriting-proxy.ts';

// The brand font's latin file is fetched while the head is parsed, not when the first layout finds text in
// it, and at the priority Chrome gives a font the page is drawn with (docs/performance.md, "The font's early
// fetch"). A proxy sends each page's head at once and holds its body until that file has been asked for, so
// only a fetch the head starts can come first.

const LATIN = /outfit-latin-wght-normal-[\w-]+\.woff2$/;
/** How long the proxy holds a body for the font before sending it anyway (and the test then fails). */
const HOLD_MS = 3_000;

async function startHeadFirstProxy(origin: string) {
  let fontAsked: Promise<void> = Promise.resolve();
  const bodies: { heldUntilFont: boolean }[] = [];
  const proxy = await startPageProxy(origin, ({ html, status, headers, response }) => {
    const split = html.indexOf('<body');
    response.writeHead(status, headers);
    response.write(html.slice(0, split));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HOLD_MS)));
    void Promise.race([fontAsked.then(() => true), timeout]).then((heldUntilFont) => {
      clearTimeout(timer);
      bodies.push({ heldUntilFont });
      response.end(html.slice(split));
    });
  });
  return { ...proxy, bodies, holdUntil: (asked: Promise<void>) => (fontAsked = asked) };
}

let proxy: Awaited<ReturnType<typeof startHeadFirstProxy>>;

/**
 * The next page's body waits for the page's first request of the latin file; the list fills with Chrome's
 * own priority for each such request, as its network panel shows it.
 */
async function watchLatin(page: Page) {
  proxy.holdUntil(
    new Promise<void>((resolve) => page.on('request', (request) => LATIN.test(request.url()) && resolve())),
  );
  const priorities: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (LATIN.test(event.request.url)) priorities.push(event.request.initialPriority);
  });
  return priorities;
}

test.beforeAll(async () => {
  proxy = await startHeadFirstProxy(serverUrl(STACK.offline));
});
test.afterAll(() => proxy.close());
test.beforeEach(() => {
  proxy.bodies.length = 0;
});

test.describe('the font fetched with the head', () => {
  test('is asked for before the body arrives, at the highest priority, once', async ({ page }) => {
    const priorities = await watchLatin(page);
    await gotoHydrated(page, `${proxy.url}/services`);
    expect(proxy.bodies).toEqual([{ heldUntilFont: true }]);
    // VeryHigh, as for a font the CSS asks for; a preload link got High (docs/performance.md).
    expect(priorities).toEqual(['VeryHigh']);
    await expect.poll(() => faceStatus(page, 'Outfit Variable')).toContain('loaded');
  });

  test('is asked for by the CSS, not through the Font Loading API, and leaves nothing behind', async ({ page }) => {
    // Chrome holds the first frame for up to 50 ms while a font loads that the Font Loading API or a preload
    // link started, and not for one the CSS asks for (docs/performance.md, "The font's early fetch").
    await page.addInitScript(() => {
      const loads: string[] = [];
      (window as unknown as { fontApiLoads: string[] }).fontApiLoads = loads;
      const setLoad = FontFaceSet.prototype.load;
      FontFaceSet.prototype.load = function (this: FontFaceSet, font: string, text?: string) {
        loads.push(`document.fonts.load(${font})`);
        return setLoad.call(this, font, text);
      };
      const faceLoad = FontFace.prototype.load;
      FontFace.prototype.load = function (this: FontFace) {
        loads.push(`FontFace.load(${this.family})`);
        return faceLoad.call(this);
      };
    });
    const priorities = await watchLatin(page);
    await gotoHydrated(page, `${proxy.url}/`);
    expect(proxy.bodies).toEqual([{ heldUntilFont: true }]);
    expect(priorities).toEqual(['VeryHigh']);
    expect(await page.evaluate(() => (window as unknown as { fontApiLoads: string[] }).fontApiLoads)).toEqual([]);
    // The hidden letter the head lays out to start the font is not left in the document (nor would hydration pass).
    const children = await page.evaluate(() => [...document.documentElement.children].map((child) => child.tagName));
    expect(children).toEqual(['HEAD', 'BODY']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('its preload link does the same', async ({ page }) => {
      const priorities = await watchLatin(page);
      await page.goto(`${proxy.url}/`);
      expect(proxy.bodies).toEqual([{ heldUntilFont: true }]);
      expect(priorities).toEqual(['High']);
    });
  });
});
