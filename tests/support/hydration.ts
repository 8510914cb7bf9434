import type { Page } from '@playwright/test';

/** The client has taken over the server HTML once the router has hydrated (src/components/layout/hydration-marker.tsx). */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
