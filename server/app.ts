import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { AppConfig } from './config.ts';
import type { PageRenderer } from './render/page-renderer.ts';
import { PageCache } from './render/page-cache.ts';
import type { ContentService } from './content/content-service.ts';
import { apiRoutes } from './routes/api.ts';
import { revalidateRoutes } from './routes/revalidate.ts';
import { seoRoutes } from './routes/seo.ts';
import { contactRoutes } from './routes/contact.ts';
import { leadsPlugin } from './leads/leads-plugin.ts';
import type { LeadsOptions } from './leads/leads-plugin.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staticAssets } from './plugins/static-assets.ts';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';

export type AppDeps = {
  renderer: PageRenderer;
  content: ContentService;
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
  /** Mail worker tuning (tests use short backoffs and timeouts). */
  leads?: Omit<LeadsOptions, 'config'>;
};

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Fastify's default cuts parameters at 100 characters; the model's SLUG_MAX_LENGTH decides instead,
      // so /api/posts/:slug and /blog/:slug agree on every slug (docs/hardening.md).
      maxParamLength: 2048,
    },
  });

  // Set before any route plugin: encapsulated plugins inherit the handlers that exist when they register.
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'Not found' });
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message });
  });

  await app.register(securityHeaders, {
    extraConnectSrc: deps.extraConnectSrc,
    imageHosts: ['https://images.ctfassets.net'],
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  if (deps.beforeRoutes) await deps.beforeRoutes(app);
  if (deps.clientDir) await app.register(staticAssets, { root: deps.clientDir });

  await app.register(leadsPlugin, { config, ...deps.leads });
  await app.register(healthRoutes);
  await app.register(contactRoutes, { rateLimitPerTenMinutes: config.contact.rateLimit });
  await app.register(apiRoutes, { content: deps.content });
  const pages = new PageCache(deps.renderer, { freshMs: deps.pageCacheMs });
  await app.register(revalidateRoutes, {
    content: deps.content,
    secret: config.webhookSecret,
    afterPurge: () => pages.purge(),
  });
  await app.register(seoRoutes, { content: deps.content, siteUrl: config.siteUrl, staticPaths: deps.staticPaths });
  await app.register(pageRoutes, { pages });

  return app;
}
