import { describe, expect, it } from 'vitest';
import { toServerManifest } from '../../server/render/client-manifest.ts';

// A build's manifest in the shape Vite writes it when chunks are split by default: the entry imports shared
// chunks statically, and the route screens dynamically through the route tree; a screen imports the entry and
// chunks of its own.
const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    css: ['assets/entry-client-1.css'],
    imports: ['_react-3.js', '_link-5.js'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component'],
  },
  '_react-3.js': { file: 'assets/react-3.js' },
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

type Script = { attrs?: Record<string, unknown>; children?: string };
const list = { type: 'application/json', 'data-preload': '' };
const listed = (scripts: Script[] = []) =>
  scripts.filter((script) => script.attrs?.['data-preload'] === '').map((script) => JSON.parse(script.children ?? ''));

describe('the first load as the server announces it', () => {
  it('names the entry for the boot script, lists what it imports, and gives every page its CSS', () => {
    const root = toServerManifest(manifest).routes.__root__;
    expect(root?.css).toEqual(['/assets/entry-client-1.css']);
    expect(root?.scripts?.map((script) => script.attrs)).toEqual([
      list,
      { type: 'module', 'data-entry': '/assets/entry-client-1.js' },
    ]);
    expect(listed(root?.scripts)).toEqual([['/assets/react-3.js', '/assets/link-5.js']]);
  });

  it("gives each route the chunks hydrating its page loads beyond every page's", () => {
    const { routes } = toServerManifest(manifest);
    // The page and pending parts load when a page hydrates; a not-found part only when it is shown.
    expect(Object.keys(routes)).toEqual(['__root__', '/', '/blog/']);
    expect(listed(routes['/']?.scripts)).toEqual([['/assets/routes-6.js']]);
    expect(listed(routes['/blog/']?.scripts)).toEqual([
      ['/assets/blog-7.js', '/assets/list-8.js', '/assets/blog-9.js', '/assets/spinner-10.js'],
    ]);
  });

  it('lists nothing for an entry that carries all it imports', () => {
    const { imports: _, ...whole } = manifest['src/entry-client.tsx'];
    const root = toServerManifest({ ...manifest, 'src/entry-client.tsx': whole }).routes.__root__;
    expect(root?.scripts?.map((script) => script.attrs)).toEqual([
      { type: 'module', 'data-entry': '/assets/entry-client-1.js' },
    ]);
  });

  it('refuses a build without the entry', () => {
    expect(() => toServerManifest({})).toThrow(/no entry for src\/entry-client\.tsx/);
  });
});
