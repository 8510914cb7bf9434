import { test, expect, gotoHydrated } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';
import { announcedScripts } from './announced-scripts.ts';

// docs/performance.md, "Scripts fetched together": a browser that knows no modulepreload (Safari before 17)
// still asks for every script of the page with the entry, and for a screen's chunks together on a visit in
// the app, rather than each when the code before it runs. Chromium knows it, so the test makes it a browser
// that does not: it says so when asked, and such a link does nothing (the element keeps the rel it was given,
// as a browser keeps any rel it does not know, but the attribute Chromium acts on is one no browser knows).
function withoutModulePreload() {
  const supports = DOMTokenList.prototype.supports;
  DOMTokenList.prototype.supports = function (this: DOMTokenList, token: string) {
    return token === 'modulepreload' ? false : supports.call(this, token);
  };
  const rel = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'rel');
  const given = new WeakMap<HTMLLinkElement, string>();
  Object.defineProperty(HTMLLinkElement.prototype, 'rel', {
    ...rel,
    get(this: HTMLLinkElement) {
      return given.get(this) ?? rel?.get?.call(this);
    },
    set(this: HTMLLinkElement, value: string) {
      given.set(this, value);
      rel?.set?.call(this, value === 'modulepreload' ? 'x-unknown' : value);
    },
  });
}

const PAGE = '/services/ai/agent-development';

test('a browser without modulepreload fetches every script of the page with the entry, and hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  // What the boot script fetches with the entry: what the entry imports and the screen's chunks.
  const { booted, listed } = announcedScripts(html);
  const withEntry = [...booted, ...listed];
  expect(withEntry.length).toBeGreaterThan(1);

  await page.addInitScript(withoutModulePreload);
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  // The entry stays on the wire: anything asked for meanwhile was asked for up front, not by the entry's code.
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect.poll(() => withEntry.filter((script) => !asked.includes(script))).toEqual([]);
  // Chromium preloaded nothing itself: every link's attribute is the unknown one.
  expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);

  release();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom AI Agent Development');
});

test("a browser without modulepreload asks for a screen's chunks together on a visit in the app", async ({ page }) => {
  await page.addInitScript(withoutModulePreload);
  await gotoHydrated(page, '/services');
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  // The service screen's own chunk stays on the wire: what it imports is asked for meanwhile, from the links
  // Vite's loader adds for it, not when it arrives and is parsed.
  const release = await holdRequests(page, '**/assets/_service-*.js');
  await page.locator('section#ai').getByRole('link', { name: 'Explore AI Strategy & Roadmap' }).click();
  await expect
    .poll(() =>
      ['service-page', 'service-catalog', 'breadcrumbs'].filter(
        (name) => !asked.some((path) => path.startsWith(`/assets/${name}-`)),
      ),
    )
    .toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Strategy & Roadmap');
});
