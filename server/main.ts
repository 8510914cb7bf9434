import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listStaticPaths, renderPage } from '../src/entry-server.tsx';
import { loadConfig } from './config.ts';
import { loggerOptions } from './log-options.ts';
import { createSite, listen } from './bootstrap.ts';
import { runOrExit } from './run-or-exit.ts';
import { readClientAssets } from './render/client-manifest.ts';

// Built as dist/server/main.js: the browser bundle sits in dist/client, the fallback content at the top.
const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '../client');
const fallbackDir = path.resolve(here, '../../content-fallback');

async function main() {
  const config = loadConfig();
  const { manifest, pageStyles } = await readClientAssets(clientDir);
  let staticPaths: string[] | undefined;
  const app = await createSite(config, {
    fallbackDir,
    clientDir,
    loadRenderPage: async () => renderPage,
    // The routes of a built site never change: listed once (the same array each time, so the sitemap is kept).
    staticPaths: async () => (staticPaths ??= listStaticPaths()),
    loadManifest: async () => manifest,
    pageStyles,
    logger: loggerOptions(config.logLevel),
  });
  await listen(app, config);
}

runOrExit(main);
