import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerManifest } from '../../src/entry-server.tsx';
import { CLIENT_ENTRY, sheetsOf } from './vite-manifest.ts';
import type { ViteManifest } from './vite-manifest.ts';
import { readPageStyles } from './page-styles.ts';
import type { PageStylesFor } from '../../src/model/page-styles.ts';
import { code as BOOT } from './boot.script.ts?page-script';

const ROOT_ROUTE_ID = '__root__';

/**
 * Turns Vite's build manifest into the asset list the router puts in every page's head and body: the entry's
 * CSS, and the boot script that imports the entry after the first paint (`data-entry` names it).
 */
export function toServerManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}: run npm run build`);
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: sheetsOf(manifest, CLIENT_ENTRY),
        scripts: [{ attrs: { type: 'module', 'data-entry': `/${entry.file}` }, children: BOOT }],
      },
    },
  };
}

export type ClientAssets = { manifest: ServerManifest; pageStyles: PageStylesFor };

/**
 * The production assets. The site's CSS is small (the entry's 3.5 KB compressed, a screen's own 0.5 to
 * 1.3 KB), so each page carries what it uses inline: no render-blocking stylesheet request before the first
 * paint, and no rules for screens it does not show (docs/performance.md, "CSS by route").
 */
export async function readClientAssets(clientDir: string): Promise<ClientAssets> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const vite = JSON.parse(await readFile(file, 'utf8')) as ViteManifest;
  const manifest = toServerManifest(vite);
  const root = manifest.routes[ROOT_ROUTE_ID] ?? {};
  return {
    manifest: { ...manifest, routes: { ...manifest.routes, [ROOT_ROUTE_ID]: { ...root, css: [] } } },
    pageStyles: await readPageStyles(vite, (href) => readFile(path.join(clientDir, href), 'utf8')),
  };
}
