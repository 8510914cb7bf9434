/// <reference types="vitest/config" />
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routeScreens } from './scripts/build/route-screens.ts';
import { inlineScripts } from './scripts/build/inline-scripts.ts';

// React 19 has useSyncExternalStore, so the router's store needs no shim for older Reacts: the package's
// selector helper built on React's own hook replaces it (0.2 KB gzip less on every page; docs/performance.md).
// The bench's stack floor is built with it too (scripts/bench/stack-floor.ts).
export const reactAliases = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
];

// One config, two builds: the browser bundle (dist/client) and the server, which bundles
// the server-render entry together with the Fastify app (dist/server).
// The brand font's files are asked for by the CSS alone. Development serves them from where the package really
// is, also when node_modules is a link to another folder (a copy of the project, as tests/server/dev-server.test.ts
// makes one).
const fontFiles = realpathSync(fileURLToPath(new URL('./node_modules/@fontsource-variable/outfit', import.meta.url)));

export default defineConfig(({ isSsrBuild }) => ({
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), fontFiles] } },
  plugins: [
    inlineScripts(),
    // Before the router's plugin: its code splitter uses our lazyRouteComponent (src/site/lazy-screen.ts).
    routeScreens(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Every screen part in its own chunk, so the first load carries only the layout and the router.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      // Imports end in .ts/.tsx everywhere, so Node can run the server's sources without a loader.
      addExtensions: true,
    }),
    react(),
  ],
  publicDir: 'public',
  resolve: { alias: reactAliases },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        ssr: true,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node24',
        rollupOptions: { input: { main: 'server/main.ts' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsInlineLimit: 0,
        // Sanity's overlays (@sanity/visual-editing, with its UI kit) are one chunk of about 600 KB that only an
        // editor inside Presentation downloads; every visitor's chunk is far below this, and the bench weighs
        // each page's first load (docs/performance.md).
        chunkSizeWarningLimit: 700,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // Every module the entry imports statically goes into the entry's own chunk. Left to itself, Rolldown
          // cut them into eight chunks (React, the router, page heads...): eight requests on every first load,
          // and 2.6 KB gzip more than one chunk (docs/performance.md, "One entry chunk").
          output: { codeSplitting: { groups: [{ name: 'entry-client', tags: ['$initial'] }] } },
        },
      },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their workers (each file still builds its own apps, fakes and data dirs): half the wall time.
    isolate: false,
  },
}));
