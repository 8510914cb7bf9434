import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerManifest } from '../../src/entry-server.tsx';
import { CLIENT_ENTRY, collectImports, sheetsOf } from './vite-manifest.ts';
import type { ViteManifest } from './vite-manifest.ts';
import { readPageStyles } from './page-styles.ts';
import type { PageStylesFor } from '../../src/model/page-styles.ts';

/** What the entry imports dynamically to evaluate it in a task of its own (src/entry-client.tsx). */
const STAGES = ['node_modules/react-dom/client.js'];
const ROOT_ROUTE_ID = '__root__';

/**
 * The page is complete without JavaScript, so the app's scripts are fetched only after the first paint:
 * nothing competes with the HTML (and its inline CSS) for the first bytes on a slow connection. The
 * entry's stages are fetched at the same moment, so that evaluating them later waits for no download.
 */
function bootScript(entry: string, stages: string[]) {
  const preload = `for(const href of ${JSON.stringify(stages)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}`;
  const load = `()=>{if(!window.__gwBoot){window.__gwBoot=1;${preload}import(${JSON.stringify(entry)})}}`;
  // After the first contentful paint (or after 2 s, for a tab that is never painted).
  return [
    `const boot=${load};`,
    `try{new PerformanceObserver((list,observer)=>{observer.disconnect();setTimeout(boot)}).observe({type:'paint',buffered:true})}catch{boot()}`,
    `setTimeout(boot,2000);`,
  ].join('');
}

/** Turns Vite's build manifest into the asset list the router puts in every page's head and body. */
export function toServerManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const imports = collectImports(manifest, CLIENT_ENTRY);
  // Each stage, and what it imports that the entry does not already bring.
  const preloads = new Set<string>();
  for (const stage of STAGES) {
    if (!entry.dynamicImports?.includes(stage) || !manifest[stage]) {
      throw new Error(`The client build has no stage ${stage}`);
    }
    for (const key of [stage, ...collectImports(manifest, stage)]) {
      const chunk = manifest[key];
      if (chunk && key !== CLIENT_ENTRY && !imports.has(key)) preloads.add(`/${chunk.file}`);
    }
  }
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: sheetsOf(manifest, CLIENT_ENTRY),
        scripts: [{ attrs: { type: 'module' }, children: bootScript(`/${entry.file}`, [...preloads]) }],
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
