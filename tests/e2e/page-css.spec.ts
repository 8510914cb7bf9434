import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { ROUTES } from './routes.ts';
import { readClientManifest } from './client-manifest.ts';

// Each page carries inline the site's CSS and that of the routes it shows, and nothing of other screens
// (docs/performance.md, "CSS by route"). Checked against the build the server runs.
const ASSETS = 'dist/client/assets';
const sheets = new Map(
  readdirSync(ASSETS)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`/assets/${file}`, readFileSync(`${ASSETS}/${file}`, 'utf8')]),
);
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
const styledAnywhere = classesIn([...sheets.values()].join('\n'));
const everyPage = (readClientManifest()['src/entry-client.tsx']?.css ?? []).map((file) => `/${file}`);

function inlineCss(html: string) {
  const css = /<style id="critical-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
  const held = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-inlined="" disabled=""\/>/g)];
  return { css: css ?? '', held: held.map((match) => match[1] ?? '') };
}

function watchStylesheets(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test.describe('CSS by route', () => {
  test("every route carries the rules for every class it uses, and no other screen's sheet", async ({ request }) => {
    expect(everyPage).toHaveLength(1);
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text();
      const { css, held } = inlineCss(html);
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
      const carried = classesIn(css);
      expect(
        [...used].filter((name) => styledAnywhere.has(name) && !carried.has(name)),
        route.path,
      ).toEqual([]);
      for (const [href, text] of sheets) {
        if (everyPage.includes(href) || held.includes(href))
          expect(css, `${route.path} carries ${href}`).toContain(text);
        else expect(css, `${route.path} carries ${href}`).not.toContain(text);
      }
    }
  });

  test('a first visit fetches no stylesheet; a screen reached in the page fetches its own sheet once', async ({
    page,
  }) => {
    const fetched = watchStylesheets(page);
    await gotoHydrated(page, '/blog/speed-to-lead');
    // A post holds the sheet it shares with the lists and the article's own.
    const held = page.locator('link[rel="stylesheet"][data-inlined][disabled]');
    await expect(held).toHaveCount(2);
    const hrefs = await held.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.sort()).toEqual([
      expect.stringMatching(/^\/assets\/article-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/content-[\w-]+\.css$/),
    ]);
    expect(fetched).toEqual([]);

    // The blog's screen needs the sheet the post already holds, and its search form's own: only that is fetched.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Growthwise Blog' })).toBeVisible();
    await expect(page.locator('.card-grid').first()).toHaveCSS('display', 'grid');
    await expect(page.locator('.search-form')).toHaveCSS('display', 'grid');
    expect(fetched).toEqual([expect.stringMatching(/^\/assets\/search-form-[\w-]+\.css$/)]);

    // About has a sheet of its own: fetched once, and kept for the next visit.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('.proof-points')).toHaveCSS('display', 'grid');
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toMatch(/^\/assets\/about-[\w-]+\.css$/);
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(fetched).toHaveLength(2);
  });
});
