import { describe, expect, it } from 'vitest';
import { toServerManifest } from '../../server/render/client-manifest.ts';

// A build's manifest in the shape Vite writes it when chunks are split by default: the entry imports the
// router, react-dom and the site statically (the site's own build keeps them in the entry: "One entry
// chunk"), and the route screens dynamically through the route tree; a screen imports the entry and chunks
// of its own.
const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    css: ['assets/entry-client-1.css'],
    imports: ['_react-3.js', '_link-5.js', 'node_modules/react-dom/client.js'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/client-2.js', imports: ['_react-3.js', '_scheduler-4.js'] },
  '_react-3.js': { file: 'assets/react-3.js' },
  '_scheduler-4.js': { file: 'assets/scheduler-4.js' },
  '_link-5.js': { file: 'assets/link-5.js', imports: ['_react-3.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-6.js', imports: ['_link-5.js'] },
  'src/routes/blog/index.tsx?tsr-split=component': {
    file: 'assets/blog-7.js',
    imports: ['src/entry-client.tsx', '_list-8.js', '_link-5.js'],
  },
  'src/routes/blog/index.tsx?tsr-split=pendingComponent': { file: 'assets/blog-9.js', imports: ['_spinner-10.js'] },
  'src/routes/blog/$slug.tsx?tsr-split=notFoundComponent': { file: 'assets/slug-11.js', imports: ['_list-8.js'] },
  '_list-8.js': { file: 'assets/list-8.js', imports: ['_react-3.js'] },
  '_spinner-10.js': { file: 'assets/spinner-10.js' },
};

const root = () => toServerManifest(manifest).routes.__root__;
const boot = () => String(root()?.scripts?.[0]?.children);
const preloaded = () => JSON.parse(/for\(const href of \[\.\.\.(\[[^\]]*\])/.exec(boot())?.[1] ?? '[]') as string[];
const listed = (route?: { scripts?: { attrs?: Record<string, unknown>; children?: string }[] }) =>
  route?.scripts?.map((script) => [script.attrs, JSON.parse(script.children ?? '')]);

describe('the first load as the server announces it', () => {
  it('preloads everything the entry imports, then imports the entry', () => {
    expect(preloaded()).toEqual([
      '/assets/react-3.js',
      '/assets/link-5.js',
      '/assets/client-2.js',
      '/assets/scheduler-4.js',
    ]);
    expect(boot()).toContain('import("/assets/entry-client-1.js")');
  });

  it("gives each route the chunks hydrating its page loads beyond every page's, and inlines the entry CSS", () => {
    const { routes } = toServerManifest(manifest);
    const list = { type: 'application/json', 'data-preload': '' };
    // The page and pending parts load when a page hydrates; a not-found part only when it is shown.
    expect(Object.keys(routes)).toEqual(['__root__', '/', '/blog/']);
    expect(listed(routes['/'])).toEqual([[list, ['/assets/routes-6.js']]]);
    expect(listed(routes['/blog/'])).toEqual([
      [list, ['/assets/blog-7.js', '/assets/list-8.js', '/assets/blog-9.js', '/assets/spinner-10.js']],
    ]);
    // The boot script reads the lists of the page's routes.
    expect(boot()).toContain("document.querySelectorAll('script[data-preload]')");
    expect(boot()).not.toContain('routes-6.js');
    expect(root()?.css).toEqual(['/assets/entry-client-1.css']);
  });

  it('starts only after the first paint, or after 2 s for a tab that is never painted', () => {
    expect(boot()).toContain("observe({type:'paint',buffered:true})");
    expect(boot()).toContain('setTimeout(boot,2000)');
  });
});
