import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

type Fixtures = {
  /** Console errors, page errors and React warnings seen during the test; any of them fails it. */
  consoleProblems: string[];
};

export const test = base.extend<Fixtures>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // A 404 page is itself a 404 response, which the browser reports; that one is expected.
        if (/status of 404/.test(text) && message.location().url === page.url()) return;
        if (message.type() === 'error' || /hydrat|did not match|Warning:/i.test(text))
          problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The client has taken over the server HTML once the router has hydrated. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
