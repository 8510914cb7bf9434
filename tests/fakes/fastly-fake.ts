import { startPurgeApiFake } from './purge-api-fake.ts';
import type { PurgeApiFake } from './purge-api-fake.ts';

export const FASTLY_SERVICE = 'SU1Z0isxPaozGVKXdv0eY';
export const FASTLY_TOKEN = 'fastly-fake-token';

/**
 * Fastly's batch purge by surrogate key (POST /service/{service_id}/purge): the token in Fastly-Key, the keys in
 * a JSON body or a Surrogate-Key header, at most 256, soft with Fastly-Soft-Purge; each key answered with a purge id.
 */
export const startFastlyFake = (): Promise<PurgeApiFake> =>
  startPurgeApiFake({
    path: new RegExp(`^/service/${FASTLY_SERVICE}/purge$`),
    authorized: (request) => request.headers['fastly-key'] === FASTLY_TOKEN,
    keysOf: (request, body) => {
      const listed = (body as { surrogate_keys?: unknown }).surrogate_keys;
      if (Array.isArray(listed)) return listed.map(String);
      return String(request.headers['surrogate-key'] ?? '')
        .split(' ')
        .filter(Boolean);
    },
    soft: (request) => request.headers['fastly-soft-purge'] === '1',
    maxKeys: 256,
    accepted: (keys) => Object.fromEntries(keys.map((key, i) => [key, `108-1391560174-${974124 + i}`])),
    refused: (status, reason) =>
      status === 401 ? { msg: 'Provided credentials are missing or invalid' } : { msg: 'Bad request', detail: reason },
    unauthorizedStatus: 401,
  });

export const fastlyEnv = (fake: Pick<PurgeApiFake, 'url'>, token = FASTLY_TOKEN) => ({
  CDN: 'fastly',
  FASTLY_SERVICE_ID: FASTLY_SERVICE,
  FASTLY_API_TOKEN: token,
  FASTLY_API_URL: fake.url,
});
