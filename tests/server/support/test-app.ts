import type { FastifyInstance } from 'fastify';
import { renderPage } from '../../../src/entry-server';
import type { ServerManifest } from '../../../src/entry-server';
import { buildApp } from '../../../server/app';
import type { AppDeps } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createPageRenderer } from '../../../server/render/page-renderer';

export const TEST_SITE_URL = 'https://www.growthwise.test';

const manifest: ServerManifest = {
  routes: {
    __root__: { css: ['/assets/site.css'], scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }] },
  },
};

/** The real app and the real server render, with a small asset manifest instead of a build. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ SITE_URL: TEST_SITE_URL, ...env });
  const renderer = createPageRenderer({
    loadRenderPage: async () => renderPage,
    loadManifest: async () => manifest,
    siteUrl: config.siteUrl,
  });
  return buildApp(config, { renderer, ...deps });
}
