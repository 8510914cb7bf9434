import { describe, expect, it } from 'vitest';
import { hasFailedBoundary, replaceFailedFallbacks } from '../../src/ssr/failed-boundaries.ts';

// React's marks for Suspense boundaries in server HTML, as renderToString writes them (react-dom 19).
const NOTICE = '<section>failed</section>';

describe('failed boundaries in server HTML', () => {
  it('finds none in a page whose boundaries all rendered', () => {
    const html = '<main><!--$--><h1>About</h1><!--$--><p>x</p><!--/$--><!--/$--></main>';
    expect(hasFailedBoundary(html)).toBe(false);
    expect(replaceFailedFallbacks(html, NOTICE)).toBe(html);
  });

  it('replaces a failed boundary’s fallback, keeping its marks and everything around it', () => {
    const html =
      '<main><!--$--><!--$!--><template></template><div class="spinner">Loading</div><!--/$--><script>s()</script><!--/$--></main>';
    expect(hasFailedBoundary(html)).toBe(true);
    expect(replaceFailedFallbacks(html, NOTICE)).toBe(
      `<main><!--$--><!--$!--><template></template>${NOTICE}<!--/$--><script>s()</script><!--/$--></main>`,
    );
  });

  it('takes a template with a digest or a development message, and a fallback with boundaries of its own', () => {
    const html =
      '<!--$!--><template data-dgst="x1" data-msg="boom &lt;b&gt;"></template><!--$--><i>a</i><!--$?--><template id="B:0"></template><!--/$--><!--/$--><!--/$--><p>after</p>';
    expect(replaceFailedFallbacks(html, NOTICE)).toBe(
      `<!--$!--><template data-dgst="x1" data-msg="boom &lt;b&gt;"></template>${NOTICE}<!--/$--><p>after</p>`,
    );
  });

  it('replaces each of several failed boundaries, and an empty fallback too', () => {
    const html = '<!--$!--><template></template><!--/$--><hr/><!--$!--><template></template><b>f</b><!--/$-->';
    expect(replaceFailedFallbacks(html, NOTICE)).toBe(
      `<!--$!--><template></template>${NOTICE}<!--/$--><hr/><!--$!--><template></template>${NOTICE}<!--/$-->`,
    );
  });

  it('leaves a boundary that never closes as React wrote it', () => {
    const html = '<!--$!--><template></template><p>cut off';
    expect(replaceFailedFallbacks(html, NOTICE)).toBe(html);
  });
});
