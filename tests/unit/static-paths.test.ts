import { describe, expect, it } from 'vitest';
import { listStaticPaths } from '../../src/site/static-paths.ts';

describe('the static paths of the sitemap', () => {
  it('come from the route tree and the service index, without redirect-only or editor pages', () => {
    const paths = listStaticPaths();
    expect(paths.slice(0, 1)).toEqual(['/']);
    expect(paths).toEqual(expect.arrayContaining(['/about', '/contact', '/services', '/resources', '/blog']));
    expect(paths).toEqual(expect.arrayContaining(['/services/ai', '/services/business-operations']));
    expect(paths.filter((p) => /^\/services\/[^/]+\/[^/]+$/.test(p))).toHaveLength(13);
    for (const hidden of [
      '/blog/thank-you',
      '/careers',
      '/resources/insights',
      '/resources/faq',
      '/resources/newsletter',
    ]) {
      expect(paths).not.toContain(hidden);
    }
    expect(paths.some((p) => p.includes('$'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    // Six pages, two category overviews, thirteen services.
    expect(paths).toHaveLength(6 + 2 + 13);
  });
});
