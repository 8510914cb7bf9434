import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { AppConfig } from './config.ts';
import { PREVIEW_BAR_TEXTS } from '../src/model/preview.ts';
import type { PreviewState } from '../src/model/preview.ts';
import type { PageRenderer } from './render/page-renderer.ts';
import { PageCache } from './render/page-cache.ts';
import type { ContentService } from './content/content-service.ts';
import { apiRoutes } from './routes/api.ts';
import { revalidateRoutes } from './routes/revalidate.ts';
import { seoRoutes } from './routes/seo.ts';
import { contactRoutes } from './routes/contact.ts';
import { leadsPlugin } from './leads/leads-plugin.ts';
import type { LeadsDeps } from './leads/leads-plugin.ts';
import { securityHeaders, setBaselineHeaders } from './plugins/security-headers.ts';
import { trackAllowedMethods } from './plugins/allowed-methods.ts';
import { staticAssets } from './plugins/static-assets.ts';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';
import { ADDRESS_REDIRECT_CACHE, readablePageAddress } from './routes/page-address.ts';
import { listenForPublishes } from './db/publish-events.ts';
import type { Pool } from './db/postgres.ts';
import type { DraftsAccess, PublishScope } from './content/provider-definition.ts';
import type { PreviewRender } from './routes/pages.ts';
import { previewPlugin } from './preview/preview-plugin.ts';
import type { DraftContent } from './preview/draft-content.ts';
import { createServerContentSource } from './content/server-content-source.ts';
import { requestId, requestLog } from './plugins/request-log.ts';
import { registerMetrics } from './metrics/metrics-plugin.ts';
import { createSiteMetrics } from './metrics/site-metrics.ts';
import type { SiteMetrics } from './metrics/site-metrics.ts';

export type AppDeps = {
  renderer: PageRenderer;
  content: ContentService;
  /** Drafts for an editor in preview; undefined when preview is off (docs/preview.md). */
  drafts?: DraftContent;
  /** The pages that exist without CMS content (from the route tree), for the sitemap. */
  staticPaths: () => Promise<string[]>;
  /** The built client (dist/client); absent in development, where Vite serves the sources. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Lets development mount Vite's middleware before the routes. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  extraConnectSrc?: string[];
  /** How long a rendered page is served from memory before it is refreshed (0 in development). */
  pageCacheMs?: number;
  /** Connection timeouts (tests shorten them); see SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** The lead store and mailer (see createLeads), with the outbox's tuning. */
  leads: LeadsDeps;
  /** PostgreSQL, when DATABASE_URL is set: publish events between replicas, and health (docs/replicas.md). */
  database?: Pool;
  /** Reconnect backoff of the publish-event listener (tests shorten it). */
  publishReconnectMs?: number;
  /** The registry the content layer and the outbox already report to (created with them in bootstrap). */
  metrics?: SiteMetrics;
};

export type ServerTimeouts = {
  /** The whole request, headers and body, must arrive within this: a trickling body gets a 408. */
  requestMs: number;
  /** The request headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is kept this long: longer than a load balancer's idle timeout (60 s). */
  keepAliveMs: number;
  /** How often Node looks for requests past their time (it cuts them within this much of the limit). */
  checkEveryMs: number;
};

/** Fit for a public site: a real browser sends a form in milliseconds (docs/hardening.md). */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 15_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  checkEveryMs: 2_000,
};

/** Pages for an editor in preview: drafts as the content, the preview state in the page. */
function previewRender(deps: AppDeps, access: DraftsAccess | undefined): PreviewRender | undefined {
  const { drafts } = deps;
  if (!drafts) return undefined;
  return ({ perspective, ...page }) => {
    const state: PreviewState = {
      editor: access?.editor,
      inspector: access?.inspector,
      // The browser says where the page will be shown (Fetch Metadata), before any script runs.
      framed: page.headers['sec-fetch-dest'] === 'iframe',
      notice: PREVIEW_BAR_TEXTS[(perspective && access?.perspectives?.shows(perspective)) || 'drafts'],
    };
    return deps.renderer.render({
      ...page,
      preview: { content: createServerContentSource(drafts.view(perspective)), state },
    });
  };
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const timeouts = { ...SERVER_TIMEOUTS, ...deps.timeouts };
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line per request, written by request-log.ts, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // Fastify's own answer to a malformed URL echoes it and skips every hook: answer like the app does. A
    // browser opening it as a page is sent where it reads, to the site's "not found" page (docs/hardening.md).
    frameworkErrors: (error, request, reply) => {
      setBaselineHeaders(request.raw, reply.raw);
      const readable = error.code === 'FST_ERR_BAD_URL' ? readablePageAddress(request) : undefined;
      if (readable)
        return (reply as FastifyReply).header('cache-control', ADDRESS_REDIRECT_CACHE).redirect(readable, 308);
      (reply as FastifyReply)
        .code(400)
        .header('cache-control', 'no-store')
        .send({ error: 'Bad request: the address is not valid' });
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Fastify's default cuts parameters at 100 characters; the model's SLUG_MAX_LENGTH decides instead,
      // so /api/posts/:slug and /blog/:slug agree on every slug (docs/hardening.md).
      maxParamLength: 2048,
    },
  });

  await app.register(requestLog);
  const metrics = deps.metrics ?? createSiteMetrics(config.content.name);
  metrics.watchLeads(deps.leads.store);
  // Before any route: fastify-metrics learns the routes as they are added.
  await registerMetrics(app, metrics, config.metrics);

  const allowedMethods = trackAllowedMethods(app);
  // Set before any route plugin: encapsulated plugins inherit the handlers that exist when they register.
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof allowed)[number])) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: `${request.method} is not allowed here` });
    }
    return reply.code(404).send({ error: 'Not found' });
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message });
  });

  await app.register(securityHeaders, {
    extraConnectSrc: deps.extraConnectSrc,
    imageHosts: config.content.imageOrigins,
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  if (deps.clientDir) await app.register(staticAssets, { root: deps.clientDir });

  const preview = config.preview && 'drafts' in config.preview && deps.drafts ? config.preview : undefined;
  await app.register(previewPlugin, {
    secret: preview?.secret,
    frameAncestors: preview?.frameAncestors,
    verifyEditorLink: preview?.drafts.verifyEditorLink,
    perspectives: preview?.drafts.perspectives,
  });
  await app.register(leadsPlugin, deps.leads);
  await app.register(healthRoutes, { database: deps.database });
  const previewPages = previewRender(deps, preview?.drafts);
  await app.register(contactRoutes, {
    rateLimitPerTenMinutes: config.contact.rateLimit,
    // An editor in preview gets the page as in preview (its bar), like any other page.
    refusedPage: (refusedPost, request, nonce) =>
      request.preview && previewPages
        ? previewPages({
            url: '/contact',
            headers: request.headers,
            nonce,
            perspective: request.previewPerspective,
            refusedPost,
          })
        : deps.renderer.render({ url: '/contact', headers: request.headers, nonce, refusedPost }),
  });
  await app.register(apiRoutes, { content: deps.content, drafts: deps.drafts });
  const pages = new PageCache(deps.renderer, { freshMs: deps.pageCacheMs, onLookup: metrics.pageLookup });
  const purgeHere = (scope: PublishScope) => {
    deps.content.purge(scope);
    pages.purge();
  };
  const events =
    deps.database && config.databaseUrl
      ? listenForPublishes({
          url: config.databaseUrl,
          pool: deps.database,
          purge: purgeHere,
          log: (message, details) => app.log.warn({ details }, message),
          minDelayMs: deps.publishReconnectMs,
        })
      : undefined;
  // Snapshots are written after answering: the last ones are finished first. Then, after the lead outbox has
  // stopped (it closes in its own onClose), the publish listener and the pool.
  app.addHook('onClose', async () => {
    await deps.content.settled();
    await events?.close();
    await deps.database?.end().catch(() => undefined);
  });
  await app.register(revalidateRoutes, {
    content: deps.content,
    webhook: config.content.webhook,
    afterPurge: (scope) => {
      pages.purge();
      // Every other replica purges too (LISTEN/NOTIFY); if the database is down they catch up when back.
      events?.announce(scope).catch((error: Error) => app.log.warn({ error: error.message }, 'publish not announced'));
    },
  });
  await app.register(seoRoutes, { content: deps.content, siteUrl: config.siteUrl, staticPaths: deps.staticPaths });
  await app.register(pageRoutes, { pages, preview: previewPages });

  return app;
}
