import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerManifest } from '../../src/entry-server';

type ViteChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ViteChunk>;

const CLIENT_ENTRY = 'src/entry-client.tsx';
const ROOT_ROUTE_ID = '__root__';

function collectImports(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    collectImports(manifest, imported, seen);
  }
  return seen;
}

/** Turns Vite's build manifest into the asset list the router puts in every page's head and body. */
export function toServerManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const imports = [...collectImports(manifest, CLIENT_ENTRY)];
  const css = [entry, ...imports.map((key) => manifest[key])].flatMap((chunk) => chunk?.css ?? []);
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        preloads: imports.map((key) => `/${manifest[key]?.file}`),
        css: [...new Set(css)].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  };
}

export async function readClientManifest(clientDir: string): Promise<ServerManifest> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const raw = await readFile(file, 'utf8');
  return toServerManifest(JSON.parse(raw) as ViteManifest);
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
