import type { FastifyInstance } from 'fastify';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import type { AppDeps } from './app.ts';
import type { AppConfig } from './config.ts';
import { createContent } from './content/create-content.ts';
import type { ContentTuning } from './content/create-content.ts';
import { createServerContentSource } from './content/server-content-source.ts';
import { createPageRenderer } from './render/page-renderer.ts';
import { createLeads } from './leads/create-leads.ts';
import { openDatabase } from './db/postgres.ts';
import { createPgSnapshotStore } from './db/pg-snapshot-store.ts';
import type { LeadTuning } from './leads/create-leads.ts';
import { createSiteMetrics } from './metrics/site-metrics.ts';
import { listenAs } from './listen-error.ts';
import type { RenderPage } from './render/page-renderer.ts';
import type { RenderFailure, ServerManifest } from '../src/entry-server.tsx';
import type { PageStylesFor } from '../src/model/page-styles.ts';

type SiteOptions = Omit<AppDeps, 'renderer' | 'content' | 'leads'> & {
  /** Mail worker tuning (tests use short backoffs and timeouts). */
  leadTuning?: LeadTuning;
  fallbackDir: string;
  contentTuning?: ContentTuning;
  loadRenderPage: () => Promise<RenderPage>;
  loadManifest: () => Promise<ServerManifest>;
  pageStyles?: PageStylesFor;
};

/** Content, server render and HTTP app, wired the same way for `npm start` and `npm run dev`. */
export async function createSite(config: AppConfig, options: SiteOptions): Promise<FastifyInstance> {
  const { fallbackDir, contentTuning, leadTuning, loadRenderPage, loadManifest, pageStyles, ...deps } = options;
  let warn = (message: string, details?: unknown) => console.warn(message, details ?? '');
  let renderFailed = (url: string, failure: RenderFailure) => console.error(url, failure);
  const database = config.databaseUrl
    ? await openDatabase(config.databaseUrl, (message, details) => warn(message, details))
    : undefined;
  const metrics = createSiteMetrics(config.content.name);
  const { published: content, drafts } = await createContent(config, {
    ...contentTuning,
    observer: metrics.content,
    snapshots: database && createPgSnapshotStore(database.pool, (message, details) => warn(message, details)),
    fallbackDir,
    warn: (message, details) => warn(message, details),
  });
  const renderer = createPageRenderer({
    loadRenderPage,
    loadManifest,
    siteUrl: config.siteUrl,
    editorApp: config.content.editorApp,
    content: createServerContentSource(content, content.search),
    pageStyles,
    onRenderFailure: (url, failure) => renderFailed(url, failure),
  });
  const leads = createLeads(
    config,
    { ...leadTuning, outbox: { ...leadTuning?.outbox, onAttempt: metrics.mailAttempt } },
    database?.pool,
  );
  const app = await buildApp(config, { ...deps, renderer, content, drafts, leads, database: database?.pool, metrics });
  warn = (message, details) => app.log.warn({ details }, message);
  renderFailed = (url, { part, errors }) => {
    metrics.renderFailure(part);
    // One line per error, each with its stack and the components it was thrown in (docs/operations.md).
    for (const { error, componentStack } of errors) {
      app.log.error({ err: error, url, part, componentStack }, 'page failed to render');
    }
    if (errors.length === 0) app.log.error({ url, part }, 'page failed to render');
  };
  if (config.preview && 'off' in config.preview) app.log.warn(config.preview.off);
  return app;
}

export async function listen(app: FastifyInstance, config: AppConfig) {
  // SIGTERM/SIGINT (and a crash) close the app: in-flight requests and mail finish, then the process exits;
  // after 10 s it exits regardless.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await listenAs('PORT', config.host, config.port, () => app.listen({ host: config.host, port: config.port }));
  await app.listenMetrics(config.host);
  const preview = config.preview && 'drafts' in config.preview ? 'on' : 'off';
  const metrics = !config.metrics
    ? 'off'
    : config.metrics.port !== undefined
      ? `port ${config.metrics.port}`
      : 'on /metrics with a token';
  app.log.info(
    `Growthwise site on ${config.siteUrl} (content: ${config.content.name}, preview: ${preview}, metrics: ${metrics})`,
  );
}
