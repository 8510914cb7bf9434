import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { AppConfig } from './config.ts';
import type { PageRenderer } from './render/page-renderer.ts';
import { PageCache } from './render/page-cache.ts';
import type { ContentService } from './content/content-service.ts';
import { apiRoutes } from './routes/api.ts';
import { listingsOf } from './content/listings.ts';
import { revalidateRoutes } from './routes/revalidate.ts';
import { seoRoutes } from './routes/seo.ts';
import { contactRoutes } from './routes/contact.ts';
import { leadsPlugin } from './leads/leads-plugin.ts';
import type { LeadsDeps } from './leads/leads-plugin.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sharedCaching } from './plugins/shared-caching.ts';
import { keysOfAddress } from './cdn/cache-keys.ts';
import { PurgeQueue } from './cdn/purge-queue.ts';
import type { PurgeQueueOptions } from './cdn/purge-queue.ts';
import { staticAssets } from './plugins/static-assets.ts';
import { contentImages } from './plugins/content-images.ts';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';
import { malformedAddressAnswer } from './routes/page-address.ts';
import type { Pool } from './db/postgres.ts';
import { previewPlugin } from './preview/preview-plugin.ts';
import { previewRender } from './preview/preview-render.ts';
import { fallbackAnswers } from './plugins/fallback-answers.ts';
import { publishes } from './plugins/publishes.ts';
import type { DraftContent } from './preview/draft-content.ts';
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
  /** How long a publish waits for the CMS to give the new version (tests shorten it). */
  publishSettleMs?: number;
  /** The purge queue's tuning (tests shorten its waits). */
  cdnPurge?: Partial<Omit<PurgeQueueOptions, 'purger' | 'warn' | 'onOutcome'>> & { timeoutMs?: number };
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
    frameworkErrors: malformedAddressAnswer,
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

  await app.register(fallbackAnswers);

  await app.register(securityHeaders, {
    extraConnectSrc: deps.extraConnectSrc,
    imageHosts: config.content.imageOrigins,
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  const listings = listingsOf(deps.content);
  await app.register(sharedCaching, { ...config.sharedCache, keysOf: keysOfAddress(deps.content, listings) });
  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  if (deps.clientDir) await app.register(staticAssets, { root: deps.clientDir });
  if (config.content.imageFolder) await app.register(contentImages, { root: config.content.imageFolder });

  const preview = config.preview && 'drafts' in config.preview && deps.drafts ? config.preview : undefined;
  await app.register(previewPlugin, {
    secret: preview?.secret,
    frameAncestors: preview?.frameAncestors,
    verifyEditorLink: preview?.drafts.verifyEditorLink,
    perspectives: preview?.drafts.perspectives,
  });
  await app.register(leadsPlugin, deps.leads);
  await app.register(healthRoutes, { database: deps.database });
  const previewPages = previewRender(deps.renderer, deps.drafts, preview?.drafts, deps.content.search);
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
  const { timeoutMs: purgeTimeoutMs = 10_000, ...purgeTuning } = deps.cdnPurge ?? {};
  await app.register(publishes, {
    content: deps.content,
    pages,
    database: deps.database && {
      url: config.databaseUrl,
      pool: deps.database,
      reconnectMs: deps.publishReconnectMs,
    },
    settleMs: deps.publishSettleMs,
    cdn:
      config.cdn &&
      new PurgeQueue({
        ...purgeTuning,
        purger: config.cdn.create({ timeoutMs: purgeTimeoutMs }),
        onOutcome: metrics.cdnPurge,
        warn: (message, details) => app.log.warn({ details }, message),
      }),
  });
  await app.register(revalidateRoutes, {
    webhook: config.content.webhook,
    published: (change) => {
      app.published(change).catch((error: Error) => app.log.error({ error: error.message }, 'publish failed'));
    },
  });
  await app.register(seoRoutes, { content: deps.content, siteUrl: config.siteUrl, staticPaths: deps.staticPaths });
  await app.register(pageRoutes, { pages, listings, preview: previewPages });

  return app;
}
