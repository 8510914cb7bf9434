import { startPurgeApiFake } from './purge-api-fake.ts';
import type { PurgeApiFake } from './purge-api-fake.ts';

export const CLOUDFLARE_ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
export const CLOUDFLARE_TOKEN = 'cloudflare-fake-token';

/**
 * Cloudflare's purge by cache tag (POST /client/v4/zones/{zone_id}/purge_cache): a bearer token, the tags in a
 * JSON body, at most 100 per request; every answer in Cloudflare's envelope (success, errors, messages, result).
 */
export const startCloudflareFake = (): Promise<PurgeApiFake> =>
  startPurgeApiFake({
    path: new RegExp(`^/client/v4/zones/${CLOUDFLARE_ZONE}/purge_cache$`),
    authorized: (request) => request.headers.authorization === `Bearer ${CLOUDFLARE_TOKEN}`,
    keysOf: (_request, body) => {
      const tags = (body as { tags?: unknown }).tags;
      return Array.isArray(tags) ? tags.map(String) : [];
    },
    soft: () => false,
    maxKeys: 100,
    accepted: () => ({ success: true, errors: [], messages: [], result: { id: CLOUDFLARE_ZONE } }),
    refused: (status, reason) => ({
      success: false,
      errors: [{ code: status === 403 ? 10000 : status === 429 ? 971 : 1012, message: reason }],
      messages: [],
      result: null,
    }),
    unauthorizedStatus: 403,
  });

export const cloudflareEnv = (fake: Pick<PurgeApiFake, 'url'>, token = CLOUDFLARE_TOKEN) => ({
  CDN: 'cloudflare',
  CLOUDFLARE_ZONE_ID: CLOUDFLARE_ZONE,
  CLOUDFLARE_API_TOKEN: token,
  CLOUDFLARE_API_URL: `${fake.url}/client/v4`,
});
