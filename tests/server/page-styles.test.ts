import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPageStyles, routeSheets } from '../../server/render/page-styles.ts';
import { routeIdOf, routeSourceFile } from '../../server/render/route-files.ts';
import { createAppRouter } from '../../src/router.tsx';
import type { RouterContext } from '../../src/router-context.ts';

// A build's manifest in the shape Vite writes it: the entry with the site's sheet, and route screens that
// bring their own sheets, directly or through a chunk they share.
const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-1.js',
    isEntry: true,
    css: ['assets/entry-1.css'],
    imports: ['_link-2.js'],
  },
  '_link-2.js': { file: 'assets/link-2.js' },
  '_content-3.js': { file: 'assets/content-3.js', css: ['assets/content-3.css'], imports: ['_link-2.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-4.js', css: ['assets/routes-4.css'] },
  'src/routes/blog/index.tsx?tsr-split=component': { file: 'assets/blog-5.js', imports: ['_content-3.js'] },
  'src/routes/blog/index.tsx?tsr-split=pendingComponent': { file: 'assets/blog-6.js', imports: ['_link-2.js'] },
  'src/routes/blog/$slug.tsx?tsr-split=component': {
    file: 'assets/slug-7.js',
    css: ['assets/slug-7.css'],
    imports: ['_content-3.js', '_link-2.js'],
  },
  'src/routes/about.tsx?tsr-split=component': { file: 'assets/about-8.js', css: ['assets/entry-1.css'] },
};
const texts: Record<string, string> = {
  '/assets/entry-1.css': '.site{}',
  '/assets/content-3.css': '.post{}',
  '/assets/routes-4.css': '.home{}',
  '/assets/slug-7.css': '.post .lead{}',
};

describe('CSS by route', () => {
  it('finds the file of every route of the site by its id', () => {
    expect(routeSourceFile('/')).toBe('src/routes/index.tsx');
    expect(routeSourceFile('/blog/')).toBe('src/routes/blog/index.tsx');
    expect(routeSourceFile('/blog/$slug')).toBe('src/routes/blog/$slug.tsx');
    expect(routeSourceFile('/services/$category/')).toBe('src/routes/services/$category/index.tsx');
    const router = createAppRouter({ siteUrl: 'http://localhost' } as RouterContext);
    const ids = Object.keys(router.routesById).filter((id) => id !== '__root__');
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !existsSync(routeSourceFile(id)))).toEqual([]);
    // And back: the route a file defines, as the server names it in the router's manifest.
    expect(ids.filter((id) => routeIdOf(routeSourceFile(id)) !== id)).toEqual([]);
  });

  it("gives each route file the sheets of its screens and what they import, less the entry's", () => {
    expect(Object.fromEntries(routeSheets(manifest))).toEqual({
      'src/routes/index.tsx': ['/assets/routes-4.css'],
      'src/routes/blog/index.tsx': ['/assets/content-3.css'],
      // What a chunk imports comes before its own sheet, as Vite's loader adds them in the browser.
      'src/routes/blog/$slug.tsx': ['/assets/content-3.css', '/assets/slug-7.css'],
      'src/routes/about.tsx': [],
    });
  });

  it("inlines the entry's CSS, then each shown route's sheets once, and names the sheets it holds", async () => {
    const reads: string[] = [];
    const pageStyles = await readPageStyles(manifest, async (href) => {
      reads.push(href);
      return texts[href] ?? '';
    });
    expect(pageStyles(['__root__', '/'])).toEqual({ css: '.site{}\n.home{}', sheets: ['/assets/routes-4.css'] });
    expect(pageStyles(['__root__', '/blog/', '/blog/$slug'])).toEqual({
      css: '.site{}\n.post{}\n.post .lead{}',
      sheets: ['/assets/content-3.css', '/assets/slug-7.css'],
    });
    expect(pageStyles(['__root__', '/about'])).toEqual({ css: '.site{}', sheets: [] });
    expect(pageStyles(['__root__'])).toEqual({ css: '.site{}', sheets: [] });
    // Every sheet is read once, at start, not per page.
    expect(reads.sort()).toEqual([
      '/assets/content-3.css',
      '/assets/entry-1.css',
      '/assets/routes-4.css',
      '/assets/slug-7.css',
    ]);
  });
});
