import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerManifest } from '../../src/entry-server.tsx';
import { CLIENT_ENTRY, collectImports, sheetsOf } from './vite-manifest.ts';
import { SPLIT_ROUTE_PART, routeIdOf } from './route-files.ts';
import type { ViteManifest } from './vite-manifest.ts';
import { readPageStyles } from './page-styles.ts';
import type { PageStylesFor } from '../../src/model/page-styles.ts';
import { code as BOOT } from './boot.script.ts?page-script';

const ROOT_ROUTE_ID = '__root__';
/** The parts of a route's screen that hydrating its page loads: the page itself, and its pending part. */
const HYDRATED_PARTS = new Set(['component', 'pendingComponent']);

/** A list of chunks the boot script preloads with the entry (server/render/boot.script.ts reads them). */
const preloadList = (hrefs: Iterable<string>) => ({
  attrs: { type: 'application/json', 'data-preload': '' },
  children: JSON.stringify([...hrefs]),
});

/**
 * For each route, the chunks that hydrating a page of it loads beyond what every page loads, written into
 * the route's pages as a list the boot script reads: fetched with the entry after the first paint, rather
 * than after the entry has run (docs/performance.md, "The app after the first paint").
 */
function routePreloads(manifest: ViteManifest, everyPage: Set<string>) {
  const byRoute = new Map<string, Set<string>>();
  for (const key of Object.keys(manifest)) {
    const [, file, part] = SPLIT_ROUTE_PART.exec(key) ?? [];
    if (!file || !part || !HYDRATED_PARTS.has(part)) continue;
    const preloads = byRoute.get(routeIdOf(file)) ?? new Set<string>();
    for (const chunk of [key, ...collectImports(manifest, key)]) {
      const built = manifest[chunk];
      if (built && !everyPage.has(chunk)) preloads.add(`/${built.file}`);
    }
    byRoute.set(routeIdOf(file), preloads);
  }
  return Object.fromEntries([...byRoute].map(([routeId, preloads]) => [routeId, { scripts: [preloadList(preloads)] }]));
}

/**
 * Turns Vite's build manifest into the asset list the router puts in every page's head and body: the entry's
 * CSS, what the entry imports and each route's chunks as lists to preload, and the boot script that imports
 * the entry after the first paint (`data-entry` names it).
 */
export function toServerManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const imports = collectImports(manifest, CLIENT_ENTRY);
  // What the entry imports: found otherwise only once the entry has arrived.
  const entryImports = [...imports]
    .filter((key) => key !== CLIENT_ENTRY)
    .flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [`/${chunk.file}`] : [];
    });
  const boot = { attrs: { type: 'module', 'data-entry': `/${entry.file}` }, children: BOOT };
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: sheetsOf(manifest, CLIENT_ENTRY),
        scripts: entryImports.length > 0 ? [preloadList(entryImports), boot] : [boot],
      },
      ...routePreloads(manifest, new Set([CLIENT_ENTRY, ...imports])),
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
