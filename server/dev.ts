import path from 'node:path';
import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import type { RenderPage } from './render/page-renderer.ts';
import { loadConfig } from './config.ts';
import { loggerOptions } from './log-options.ts';
import { createSite, listen } from './bootstrap.ts';
import { runOrExit } from './run-or-exit.ts';
import { devManifest } from './render/dev-manifest.ts';

// `npm run dev`: the same Fastify app, with Vite serving the sources and hot reload.
async function dev() {
  const config = loadConfig();
  let vite: ViteDevServer | undefined;
  const loadEntry = async () =>
    (await vite!.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage; listStaticPaths: () => string[] };
  const app = await createSite(config, {
    fallbackDir: path.resolve('content-fallback'),
    // Loaded per request so that edits to routes and components show up without a restart.
    loadRenderPage: async () => (await loadEntry()).renderPage,
    staticPaths: async () => (await loadEntry()).listStaticPaths(),
    loadManifest: async () => devManifest,
    logger: loggerOptions(config.logLevel),
    // Edits show up on the next reload.
    pageCacheMs: 0,
    extraConnectSrc: ['ws:', 'wss:'],
    beforeRoutes: async (instance) => {
      // Hot reload speaks over the site's own port. On a port of its own (24678) a second dev server (another CMS,
      // another PORT) could not open it: its pages had no hot reload, and threw "WebSocket closed without opened".
      vite = await createServer({
        server: { middlewareMode: true, hmr: { server: instance.server } },
        appType: 'custom',
      });
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
  });
  app.addHook('onClose', async () => vite?.close());
  await listen(app, config);
}

runOrExit(dev);
