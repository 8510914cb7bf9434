import { describe, expect, it } from 'vitest';
import { toServerManifest } from '../../server/render/client-manifest.ts';

// A build's manifest in the shape Vite writes it: the entry imports the router and the site statically,
// react-dom dynamically as a stage of its own (docs/performance.md, "Evaluation in stages"), and the route
// screens dynamically through the route tree.
const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    css: ['assets/entry-client-1.css'],
    imports: ['_react-3.js', '_link-5.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/routes/index.tsx?tsr-split=component'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/client-2.js', imports: ['_react-3.js', '_scheduler-4.js'] },
  '_react-3.js': { file: 'assets/react-3.js' },
  '_scheduler-4.js': { file: 'assets/scheduler-4.js' },
  '_link-5.js': { file: 'assets/link-5.js', imports: ['_react-3.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-6.js', imports: ['_link-5.js'] },
};

const root = () => toServerManifest(manifest).routes.__root__;
const boot = () => String(root()?.scripts?.[0]?.children);
const preloaded = () => JSON.parse(/for\(const href of (\[[^\]]*\])\)/.exec(boot())?.[1] ?? '[]') as string[];

describe('the first load as the server announces it', () => {
  it('preloads the react-dom stage and what only it imports, then imports the entry', () => {
    expect(preloaded()).toEqual(['/assets/client-2.js', '/assets/scheduler-4.js']);
    expect(boot()).toContain('import("/assets/entry-client-1.js")');
  });

  it('leaves the route screens to the router and inlines the entry CSS', () => {
    expect(boot()).not.toContain('routes-6.js');
    expect(root()?.css).toEqual(['/assets/entry-client-1.css']);
  });

  it('starts only after the first paint, or after 2 s for a tab that is never painted', () => {
    expect(boot()).toContain("observe({type:'paint',buffered:true})");
    expect(boot()).toContain('setTimeout(boot,2000)');
  });

  it('refuses a build whose entry lacks the react-dom stage', () => {
    const entry = { ...manifest['src/entry-client.tsx'], dynamicImports: [] };
    expect(() => toServerManifest({ ...manifest, 'src/entry-client.tsx': entry })).toThrow(
      'The client build has no stage node_modules/react-dom/client.js',
    );
  });
});
