import Cloudflare from 'cloudflare';
import { httpUrl, text } from '../../env-rules.ts';
import { failureOf, requiredFor } from '../cdn-definition.ts';
import type { CdnDefinition } from '../cdn-definition.ts';

type Settings = { zoneId: string; token: string; apiUrl: string };

/**
 * Cloudflare: a purge by cache tag through its API (Cloudflare's own client), at most 100 tags per request, as
 * Cloudflare allows. The client's own retries are off: the purge queue retries, and counts what it does.
 */
export const cloudflareDefinition: CdnDefinition<Settings> = {
  name: 'cloudflare',
  env: { CLOUDFLARE_ZONE_ID: text(), CLOUDFLARE_API_TOKEN: text(), CLOUDFLARE_API_URL: httpUrl() },
  settings(env) {
    const zoneId = requiredFor('cloudflare', env, 'CLOUDFLARE_ZONE_ID');
    const token = requiredFor('cloudflare', env, 'CLOUDFLARE_API_TOKEN');
    const apiUrl = (env.CLOUDFLARE_API_URL as string | undefined) ?? 'https://api.cloudflare.com/client/v4';
    return { zoneId, token, apiUrl: apiUrl.replace(/\/+$/, '') };
  },
  create({ zoneId, token, apiUrl }, { timeoutMs }) {
    const client = new Cloudflare({ apiToken: token, baseURL: apiUrl, maxRetries: 0, timeout: timeoutMs });
    return {
      maxKeys: 100,
      async purge(keys) {
        try {
          await client.cache.purge({ zone_id: zoneId, tags: [...keys] });
        } catch (error) {
          if (!(error instanceof Cloudflare.APIError)) throw error;
          const detail = error.status === undefined ? `: ${error.message}` : '';
          throw failureOf('cloudflare', error.status, error.headers?.get('retry-after'), detail);
        }
      },
    };
  },
};
