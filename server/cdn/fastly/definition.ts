import { ApiClient, PurgeApi } from 'fastly';
import { httpUrl, text } from '../../env-rules.ts';
import { failureOf, requiredFor } from '../cdn-definition.ts';
import type { CdnDefinition } from '../cdn-definition.ts';

type Settings = { serviceId: string; token: string; apiUrl: string };

/** What Fastly's client rejects with: the response, when there was one (superagent's). */
type FastlyRejection = { status?: number; response?: { headers?: Record<string, string> }; error?: Error };

/**
 * Fastly: a soft purge by surrogate key through its API (Fastly's own client), so a purged page is refetched
 * while the stale copy can still be served if the origin fails. At most 256 keys per request, as Fastly allows.
 */
export const fastlyDefinition: CdnDefinition<Settings> = {
  name: 'fastly',
  env: { FASTLY_SERVICE_ID: text(), FASTLY_API_TOKEN: text(), FASTLY_API_URL: httpUrl() },
  settings(env) {
    const serviceId = requiredFor('fastly', env, 'FASTLY_SERVICE_ID');
    const token = requiredFor('fastly', env, 'FASTLY_API_TOKEN');
    const apiUrl = ((env.FASTLY_API_URL as string | undefined) ?? 'https://api.fastly.com').replace(/\/+$/, '');
    return { serviceId, token, apiUrl };
  },
  create({ serviceId, token, apiUrl }, { timeoutMs }) {
    const client = new ApiClient();
    client.timeout = timeoutMs;
    // Each of the client's operations names api.fastly.com itself (its last argument), over the client's basePath:
    // FASTLY_API_URL (a proxy, or the tests' local fake) is put in its place.
    const callApi = client.callApi.bind(client);
    client.callApi = (...args) => callApi(...args.slice(0, -1), apiUrl);
    client.authenticate(token);
    const purges = new PurgeApi(client);
    return {
      maxKeys: 256,
      async purge(keys) {
        try {
          await purges.bulkPurgeTag({
            service_id: serviceId,
            fastly_soft_purge: 1,
            purge_response: { surrogate_keys: [...keys] },
          });
        } catch (error) {
          const { status, response, error: cause } = error as FastlyRejection;
          const detail = status === undefined && cause ? `: ${cause.message}` : '';
          throw failureOf('fastly', status, response?.headers?.['retry-after'], detail);
        }
      },
    };
  },
};
