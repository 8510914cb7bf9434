import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { listStaticPaths, renderPage } from '../../../src/entry-server.tsx';
import type { ServerManifest } from '../../../src/entry-server.tsx';
import { createSite } from '../../../server/bootstrap.ts';
import type { ContentTuning } from '../../../server/content/create-content.ts';
import type { AppDeps } from '../../../server/app.ts';
import type { LeadTuning } from '../../../server/leads/create-leads.ts';
import { loadConfig } from '../../../server/config.ts';

export const TEST_SITE_URL = 'https://www.growthwise.test';
export const FALLBACK_DIR = path.resolve(import.meta.dirname, '../../../content-fallback');

const manifest: ServerManifest = {
  routes: {
    __root__: { css: ['/assets/site.css'], scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }] },
  },
};

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'growthwise-test-'));

/** The real app, content layer and server render, with a small asset manifest instead of a build. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    contentTuning?: ContentTuning;
    fallbackDir?: string;
    leads?: LeadTuning;
    timeouts?: AppDeps['timeouts'];
    /** Wraps the server render (to count renders, for example). */
    render?: (render: typeof renderPage) => typeof renderPage;
    logger?: AppDeps['logger'];
    publishReconnectMs?: number;
    publishSettleMs?: number;
    cdnPurge?: AppDeps['cdnPurge'];
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ SITE_URL: TEST_SITE_URL, DATA_DIR: tempDataDir(), ...env });
  return createSite(config, {
    fallbackDir: options.fallbackDir ?? FALLBACK_DIR,
    contentTuning: options.contentTuning,
    leadTuning: options.leads,
    timeouts: options.timeouts,
    loadRenderPage: async () => (options.render ? options.render(renderPage) : renderPage),
    staticPaths: async () => listStaticPaths(),
    loadManifest: async () => manifest,
    logger: options.logger ?? false,
    publishReconnectMs: options.publishReconnectMs,
    publishSettleMs: options.publishSettleMs,
    cdnPurge: options.cdnPurge,
  });
}
