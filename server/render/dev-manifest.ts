import type { ServerManifest } from '../../src/entry-server.tsx';
import { CLIENT_ENTRY } from './vite-manifest.ts';

/** In development Vite serves the sources; the page loads its client and the entry straight from them. */
export const devManifest: ServerManifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
      ],
    },
  },
};
