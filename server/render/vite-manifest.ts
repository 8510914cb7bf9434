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

/**
 * The stylesheets a chunk needs when it runs: those of the chunks it imports first, then its own, the order
 * in which Vite's loader adds them in the browser (shared rules before the rules that build on them).
 */
export function sheetsOf(manifest: ViteManifest, key: string): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of manifest[chunk]?.imports ?? []) visit(imported);
    for (const file of manifest[chunk]?.css ?? []) sheets.add(`/${file}`);
  };
  visit(key);
  return [...sheets];
}
