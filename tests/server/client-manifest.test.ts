import { describe, expect, it } from 'vitest';
import { toServerManifest } from '../../server/render/client-manifest.ts';

// A build's manifest in the shape Vite writes it: the entry with its CSS, and a route screen split off.
const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    css: ['assets/entry-client-1.css'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component'],
  },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-6.js' },
};

describe('the first load as the server announces it', () => {
  it("names the entry for the boot script and gives every page the entry's CSS", () => {
    const { routes } = toServerManifest(manifest);
    expect(Object.keys(routes)).toEqual(['__root__']);
    expect(routes.__root__?.css).toEqual(['/assets/entry-client-1.css']);
    expect(routes.__root__?.scripts).toHaveLength(1);
    expect(routes.__root__?.scripts?.[0]?.attrs).toEqual({ type: 'module', 'data-entry': '/assets/entry-client-1.js' });
  });

  it('refuses a build without the entry', () => {
    expect(() => toServerManifest({})).toThrow(/no entry for src\/entry-client\.tsx/);
  });
});
