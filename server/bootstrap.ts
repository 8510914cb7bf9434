import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppDeps } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { AppConfig } from './config.ts';
import { createContent } from './content/create-content.ts';
import type { ContentTuning } from './content/create-content.ts';
import { ContentFileError } from './content/local/local-provider.ts';
import { createServerContentSource } from './content/server-content-source.ts';
import { createPageRenderer } from './render/page-renderer.ts';
import type { RenderPage } from './render/page-renderer.ts';
import type { ServerManifest } from '../src/entry-server.tsx';

/** A start-up mistake (bad environment, bad content file) ends the process with one line that names it. */
function exitWith(prefix: string, error: Error): never {
  console.error(`${prefix}: ${error.message}`);
  process.exit(1);
}

export function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith('Configuration error', error);
    throw error;
  }
}

type SiteOptions = Omit<AppDeps, 'renderer' | 'content'> & {
  fallbackDir: string;
  contentTuning?: ContentTuning;
  loadRenderPage: () => Promise<RenderPage>;
  loadManifest: () => Promise<ServerManifest>;
  criticalCss?: string;
};

/** Content, server render and HTTP app, wired the same way for `npm start` and `npm run dev`. */
export async function createSite(config: AppConfig, options: SiteOptions): Promise<FastifyInstance> {
  const { fallbackDir, contentTuning, loadRenderPage, loadManifest, criticalCss, ...deps } = options;
  let warn = (message: string, details?: unknown) => console.warn(message, details ?? '');
  const content = await createContent(config, {
    ...contentTuning,
    fallbackDir,
    warn: (message, details) => warn(message, details),
  }).catch((error: unknown) => {
    if (error instanceof ContentFileError) exitWith('Content error', error);
    throw error;
  });
  const renderer = createPageRenderer({
    loadRenderPage,
    loadManifest,
    siteUrl: config.siteUrl,
    content: createServerContentSource(content),
    criticalCss,
  });
  const app = await buildApp(config, { ...deps, renderer, content });
  warn = (message, details) => app.log.warn({ details }, message);
  return app;
}

export async function listen(app: FastifyInstance, config: AppConfig) {
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
