import { describe, expect, it } from 'vitest';
import { loadsStylesheet } from '../../scripts/bench/budgets.ts';

describe("the bench's check for a stylesheet the page must fetch (HTML + critical CSS budget)", () => {
  it('counts an enabled stylesheet link, whatever the order of its attributes', () => {
    expect(loadsStylesheet('<head><link rel="stylesheet" href="/assets/site.css"/></head>')).toBe(true);
    expect(loadsStylesheet('<link href="/assets/site.css" rel="stylesheet">')).toBe(true);
  });

  it('does not count a disabled link naming a sheet the page carries inline, nor other links', () => {
    // As the server writes them: docs/performance.md, "CSS by route".
    const page = [
      '<link rel="preload" href="/assets/outfit.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<style id="critical-css">.site{}</style>',
      '<link rel="stylesheet" href="/assets/routes-1.css" data-inlined="" disabled=""/>',
      '<link rel="stylesheet" href="/assets/content-2.css" disabled>',
    ].join('');
    expect(loadsStylesheet(page)).toBe(false);
  });
});
