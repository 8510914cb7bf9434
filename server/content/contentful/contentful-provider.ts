import { createClient } from 'contentful';
import type { ContentProvider } from '../provider.ts';
import type { ProviderDeps } from '../provider-definition.ts';
import { RateLimitedError } from '../provider.ts';
import { parseEntry, toPost, toResource } from './normalize.ts';
import type { RawEntry } from './normalize.ts';

export type ContentfulSettings = {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string;
  insecure: boolean;
  webhookSecret: string | undefined;
  /** The Content Preview API's token and host, for preview mode. */
  previewToken: string | undefined;
  previewHost: string;
};

type Options = ProviderDeps;

/** Reads the rate-limit reset (seconds) that a 429 carries; the SDK's own errors drop the header. */
function resetSeconds(error: unknown): number | undefined {
  const headers = (error as { response?: { status?: number; headers?: Record<string, unknown> } })?.response;
  if (headers?.status !== 429) return undefined;
  const reset = Number(headers.headers?.['x-contentful-ratelimit-reset']);
  return Number.isFinite(reset) && reset >= 0 ? reset : 1;
}

export function createContentfulProvider(settings: ContentfulSettings, options: Options): ContentProvider {
  let lastRateLimit: number | undefined;
  const client = createClient({
    space: settings.spaceId,
    accessToken: settings.accessToken,
    environment: settings.environment,
    host: settings.host,
    insecure: settings.insecure,
    // The content service budgets every call; the SDK's 30 s timeout and 5 retries would hold a visitor for minutes.
    timeout: options.timeoutMs,
    retryOnError: false,
    retryLimit: 0,
    responseLogger: (response: unknown) => {
      const seconds = resetSeconds(response);
      if (seconds !== undefined) lastRateLimit = seconds;
    },
    logHandler: (level, data) => {
      if (level === 'error' || level === 'warning') options.warn(`contentful ${level}`, data);
    },
  });

  async function entries(query: Record<string, unknown>): Promise<RawEntry[]> {
    lastRateLimit = undefined;
    try {
      const collection = await client.getEntries(query);
      return collection.items.flatMap((item) => {
        const entry = parseEntry(item);
        if (!entry)
          options.warn('skipping a malformed Contentful entry', { id: (item as { sys?: { id?: string } }).sys?.id });
        return entry ? [entry] : [];
      });
    } catch (error) {
      if (lastRateLimit !== undefined) throw new RateLimitedError(lastRateLimit * 1000);
      throw error;
    }
  }

  const keep = <T>(items: (T | undefined)[]) => items.filter((item): item is T => item !== undefined);

  return {
    name: 'contentful',
    async listPosts() {
      return keep((await entries({ content_type: 'blogPost', order: ['-fields.publishedDate'] })).map(toPost));
    },
    async getPost(slug) {
      const [entry] = await entries({ content_type: 'blogPost', 'fields.slug': slug, limit: 1 });
      return entry ? (toPost(entry) ?? null) : null;
    },
    async listResources() {
      return keep((await entries({ content_type: 'resource' })).map(toResource));
    },
    async getResource(slug) {
      const [entry] = await entries({ content_type: 'resource', 'fields.slug': slug, limit: 1 });
      return entry ? (toResource(entry) ?? null) : null;
    },
  };
}
