import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerManifest } from '../../src/entry-server.tsx';

type ViteChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteChunk>;

const CLIENT_ENTRY = 'src/entry-client.tsx';
/** What the entry imports dynamically to evaluate it in a task of its own (src/entry-client.tsx). */
const STAGES = ['node_modules/react-dom/client.js'];
const ROOT_ROUTE_ID = '__root__';

function collectImports(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    collectImports(manifest, imported, seen);
  }
  return seen;
}

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
  const css = [entry, ...[...imports].map((key) => manifest[key])].flatMap((chunk) => chunk?.css ?? []);
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
        css: [...new Set(css)].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module' }, children: bootScript(`/${entry.file}`, [...preloads]) }],
      },
    },
  };
}

export type ClientAssets = { manifest: ServerManifest; criticalCss: string };

/**
 * The production assets. The site's CSS is small (about 5 KB compressed), so every page carries all of it
 * inline: no render-blocking stylesheet request before the first paint.
 */
export async function readClientAssets(clientDir: string): Promise<ClientAssets> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = toServerManifest(JSON.parse(await readFile(file, 'utf8')) as ViteManifest);
  const root = manifest.routes[ROOT_ROUTE_ID] ?? {};
  const sheets = (root.css ?? []).map((link) => (typeof link === 'string' ? link : link.href));
  const css = await Promise.all(sheets.map((href) => readFile(path.join(clientDir, href), 'utf8')));
  return {
    manifest: { ...manifest, routes: { ...manifest.routes, [ROOT_ROUTE_ID]: { ...root, css: [] } } },
    criticalCss: css.join('\n'),
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
