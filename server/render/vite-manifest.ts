/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) the server reads at start. */
export type ViteChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
export type ViteManifest = Record<string, ViteChunk>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Every chunk a chunk imports statically, directly or through others. */
export function collectImports(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    collectImports(manifest, imported, seen);
  }
  return seen;
}

/** The stylesheets a chunk needs when it runs: its own and those of every chunk it imports. */
export function sheetsOf(manifest: ViteManifest, key: string): string[] {
  const chunks = [key, ...collectImports(manifest, key)].map((chunk) => manifest[chunk]);
  return [...new Set(chunks.flatMap((chunk) => chunk?.css ?? []))].map((file) => `/${file}`);
}
