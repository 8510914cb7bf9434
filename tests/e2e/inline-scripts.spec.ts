import { test, expect, gotoHydrated } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';

// The scripts the server writes into the page (the restored-visit mark, the scrolled mark, the early-tap keeper) are in the HTML only; the browser's JavaScript does not carry their text a second time
// (docs/performance.md, "Scripts in the HTML only"). That each still does its work is checked where that work is:
// listing-pages.spec.ts (the restored mark), header-arrival.spec.ts and early-taps.spec.ts.
const OURS = ['.readerActed', "toggleAttribute('data-scrolled'", "('[data-early-tap]')"];

/** A script's text with its quotes made alike: a minifier keeps a string's text but may pick other quotes. */
const unquoted = (code: string) => code.replace(/\\?['"`]/g, "'");

test('a post has the scripts in its HTML, and its JavaScript does not carry them again', async ({ page, request }) => {
  const path = `${serverUrl(STACK.cms)}/blog/pricing-experiments`;
  const html = await (await request.get(path)).text();
  const inline = [...html.matchAll(/<script>([^<]+)<\/script>/g)].map((match) => match[1] ?? '');
  const ours = OURS.map((marker) => inline.find((code) => unquoted(code).includes(unquoted(marker))));
  expect(ours.every(Boolean), 'all three scripts are in the HTML').toBe(true);

  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((body) => ({ url: new URL(response.url()).pathname, body: unquoted(body) })));
  });
  await gotoHydrated(page, path);
  const scripts = await Promise.all(bodies);
  // The entry and the post's screens (the chunk with Share and Save among them).
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  expect(scripts.some(({ body }) => body.includes('data-early-tap'))).toBe(true);
  for (const code of ours as string[]) {
    const carried = scripts.filter(({ body }) => body.includes(unquoted(code))).map(({ url }) => url);
    expect(carried, code.slice(0, 40)).toEqual([]);
  }
});
