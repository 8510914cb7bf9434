import type { Page } from '@playwright/test';

// What the font tests share: holding the web font back as a slow phone network would, and asking Chromium
// which font really drew a node (layout shifts: tests/support/layout-shifts.ts).

/** Holds every .woff2 request until `release()`, as a slow network would; `requests` lists their paths. */
export async function holdWebFonts(page: Page) {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route('**/*.woff2', async (route) => {
    requests.push(new URL(route.request().url()).pathname);
    await arrived;
    await route.continue();
  });
  return { release, requests };
}

/** The fonts Chromium drew a node's text with: a local font's own name, or the web font's. */
export async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

/** Each @font-face of a family: 'unloaded' until text needs it, then 'loaded' (its local font found) or 'error'. */
export function faceStatus(page: Page, family: string) {
  return page.evaluate(
    (name) => [...document.fonts].filter((face) => face.family === name).map((face) => face.status),
    family,
  );
}
