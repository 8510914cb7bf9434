import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from '../src/entry-server';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { AppConfig } from './config';
import { readClientManifest } from './render/client-manifest';
import { createPageRenderer } from './render/page-renderer';

// Built as dist/server/main.js; the browser bundle sits beside it in dist/client.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfigOrExit();
  const manifest = await readClientManifest(clientDir);
  const renderer = createPageRenderer({
    loadRenderPage: async () => renderPage,
    loadManifest: async () => manifest,
    siteUrl: config.siteUrl,
  });
  const app = await buildApp(config, { renderer, clientDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Growthwise site on ${config.siteUrl} (content: ${config.content.provider})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
