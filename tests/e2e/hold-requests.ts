import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` (a glob or a pattern) until the returned release is called: a slow network or a
 * loading state, with nothing timed.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Refuses every request to `url` as a dropped connection would, until `reconnect`; from then on holds each
 * until `release`, so the loading state of the next attempt can be seen.
 */
export async function refuseThenHold(page: Page, url: string) {
  let connected = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!connected) return route.abort('internetdisconnected');
    await held;
    return route.continue();
  });
  return { reconnect: () => (connected = true), release: () => release() };
}
