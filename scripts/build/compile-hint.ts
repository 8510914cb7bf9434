import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later). A script that starts with it has every function compiled
 * while it streams in, on a background thread, instead of each one on the main thread at its first call. A
 * first load calls nearly every function of react-dom, of the router and of its screens' chunks while it
 * hydrates, so that compiling was main-thread work on the slowest phones (docs/performance.md, "Compiled off
 * the main thread"). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Starts every chunk of the browser build with the hint; the server's bundle is left alone. */
export function compileHint(): Plugin {
  return {
    name: 'growthwise:compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The hint is part of what a file's hashed name stands for: adding or dropping it renames the file.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      // V8 honours the hint only before the file's first line of code, so it goes in after Vite's own
      // additions (the list of a chunk's dependencies that Vite writes at the top). The client build writes
      // no source maps, so no mapping has to move down a line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
