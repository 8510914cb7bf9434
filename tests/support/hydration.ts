import type { Page } from '@playwright/test';

/** The page the server sent is live once React has hydrated the page itself (src/components/layout/hydration-marker.tsx). */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
