import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { RenderPage } from './render/page-renderer';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { devManifest } from './render/client-manifest';
import { createPageRenderer } from './render/page-renderer';

// `npm run dev`: the same Fastify app, with Vite serving the sources and hot reload.
async function dev() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const renderer = createPageRenderer({
    // Loaded per request so that edits to routes and components show up without a restart.
    loadRenderPage: async () =>
      ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
    loadManifest: async () => devManifest,
    siteUrl: config.siteUrl,
  });
  const app = await buildApp(config, {
    renderer,
    logger: { level: 'info' },
    extraConnectSrc: ['ws:', 'wss:'],
    beforeRoutes: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
  });
  app.addHook('onClose', async () => vite.close());
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Development server on ${config.siteUrl}`);
}

void dev();
