import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { gzipBytes } from './lighthouse-run.ts';

export type PageJs = { page: string; firstLoadJsGzip: number };

/** Every page the site's sitemap lists (its own pages and the CMS's posts and resources), by path. */
async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc as string).pathname);
}

/**
 * First-load JavaScript of every page in the sitemap, counted as the Lighthouse runs count it on their five
 * pages (every script the page loads before the network is quiet, each compressed with gzip -9), in a phone's
 * viewport. The budget is for every page; Lighthouse runs on five (docs/performance.md, "Measuring").
 */
export async function measureEveryPageJs(siteUrl: string): Promise<PageJs[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures: PageJs[] = [];
  try {
    for (const path of await sitemapPaths(siteUrl)) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      await context.close();
      figures.push({ page: path, firstLoadJsGzip: await gzipBytes([...scripts]) });
    }
  } finally {
    await browser.close();
  }
  return figures.sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip);
}
