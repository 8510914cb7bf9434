import { readFileSync } from 'node:fs';

export type ClientManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

/** The browser bundle's chunks, as Vite recorded them at build time (which module went into which file). */
export const readClientManifest = (): ClientManifest =>
  JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as ClientManifest;
