import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerManifest } from '../../src/entry-server.tsx';
import { CLIENT_ENTRY, collectImports, sheetsOf } from './vite-manifest.ts';
import type { ViteManifest } from './vite-manifest.ts';
import { readPageStyles } from './page-styles.ts';
import { SPLIT_ROUTE_PART, routeIdOf } from './route-files.ts';
import type { PageStylesFor } from '../../src/model/page-styles.ts';

const ROOT_ROUTE_ID = '__root__';
/** The parts of a route's screen that hydrating its page loads: the page itself, and its pending part. */
const HYDRATED_PARTS = new Set(['component', 'pendingComponent']);
/** Marks the list of a route's chunks that the boot script preloads with the entry. */
const PRELOAD_LIST = 'data-preload';

/**
 * The page is complete without JavaScript, so the app's scripts are fetched only after the first paint:
 * nothing competes with the HTML (and its inline CSS) for the first bytes on a slow connection. What the
 * entry imports and the chunks of the page's own screens (listed by its routes) are fetched at the same
 * moment, so that nothing waits for the entry to arrive before it is requested.
 */
function bootScript(entry: string, preloads: string[]) {
  const routes = `...[...document.querySelectorAll('script[${PRELOAD_LIST}]')].flatMap((list)=>JSON.parse(list.textContent))`;
  // A browser without modulepreload (Safari before 17, an iPhone 8 or X for good) ignores these links, and
  // those Vite's loader adds before a screen's chunk is imported later, so it fetched each chunk only when the
  // code before it asked: the entry, then the screen, one import level at a time. There each
  // such link is fetched into the HTTP cache (the chunks are hashed and cached for a year), where the module
  // loader finds it (docs/performance.md, "Scripts fetched together").
  const fallback = `if(!document.createElement('link').relList?.supports?.('modulepreload'))new MutationObserver((records)=>{for(const record of records)for(const node of record.addedNodes)if(node.rel==='modulepreload')fetch(node.href).catch(()=>{})}).observe(document.head,{childList:true});`;
  const preload = `${fallback}for(const href of [...${JSON.stringify(preloads)},${routes}]){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}`;
  const load = `()=>{if(!window.__gwBoot){window.__gwBoot=1;${preload}import(${JSON.stringify(entry)})}}`;
  // After the first contentful paint (or after 2 s, for a tab that is never painted).
  return [
    `const boot=${load};`,
    `try{new PerformanceObserver((list,observer)=>{observer.disconnect();setTimeout(boot)}).observe({type:'paint',buffered:true})}catch{boot()}`,
    `setTimeout(boot,2000);`,
  ].join('');
}

/**
 * For each route, the chunks that hydrating a page of it loads beyond what every page loads, written into
 * the route's pages as a list the boot script reads: fetched with the entry after the first paint, rather
 * than after the entry has run (docs/performance.md, "Scripts fetched together").
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
  return Object.fromEntries(
    [...byRoute].map(([routeId, preloads]) => [
      routeId,
      {
        scripts: [{ attrs: { type: 'application/json', [PRELOAD_LIST]: '' }, children: JSON.stringify([...preloads]) }],
      },
    ]),
  );
}

/** Turns Vite's build manifest into the asset list the router puts in every page's head and body. */
export function toServerManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const imports = collectImports(manifest, CLIENT_ENTRY);
  // What the entry imports: found otherwise only once the entry has arrived.
  const preloads = [...imports]
    .filter((key) => key !== CLIENT_ENTRY)
    .flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [`/${chunk.file}`] : [];
    });
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: sheetsOf(manifest, CLIENT_ENTRY),
        scripts: [{ attrs: { type: 'module' }, children: bootScript(`/${entry.file}`, preloads) }],
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

/** In development Vite serves the sources; the page loads its client and the entry straight from them. */
export const devManifest: ServerManifest = {
  routes: {
    [ROOT_ROUTE_ID]: {
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
      ],
    },
  },
};
