import { use } from 'react';
import type * as RichTreeExports from './rich-tree.tsx';

type RichTreeModule = typeof RichTreeExports;

let loaded: RichTreeModule | undefined;
let loading: Promise<RichTreeModule> | undefined;

/**
 * The body renderer (hast to React, about 11 KB gzip) is a chunk of its own: a page the server rendered keeps
 * its body as markup, so only a page built in the browser needs it. Post and resource loaders await this
 * beside their data, so the page never waits for it twice (docs/performance.md).
 */
export function loadRichTree(): Promise<RichTreeModule> {
  loading ??= import('./rich-tree.tsx').then((module) => (loaded = module));
  return loading;
}

/** The renderer; suspends only where no loader fetched it first (an editor's preview being hydrated). */
export function useRichTree(): RichTreeModule {
  return loaded ?? use(loadRichTree());
}
