import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` (a glob) until the returned release is called: a slow network or a loading
 * state, with nothing timed.
 */
export async function holdRequests(page: Page, url: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
