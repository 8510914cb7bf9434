import { ConfigError, checked, isHttpUrl } from '../../env-rules.ts';
import { failureOf } from '../cdn-definition.ts';
import type { CdnDefinition } from '../cdn-definition.ts';

const addressesIn = (list: string) => list.split(/[\s,]+/).filter(Boolean);

/** The header the shipped VCL reads the keys to purge from (deploy/varnish/default.vcl). */
export const XKEY_PURGE_HEADER = 'xkey-purge';

/**
 * Varnish with varnish-modules' xkey: a PURGE request naming the keys, sent to every Varnish in front of the site;
 * the VCL answers it only from its ACL of purgers. Keys are kept well under Varnish's 8 KB request header.
 */
export const varnishDefinition: CdnDefinition<{ addresses: string[] }> = {
  name: 'varnish',
  env: {
    CDN_PURGE_URL: checked(
      (value) => addressesIn(value).every(isHttpUrl),
      'must be one or several http(s) URLs of Varnish, separated by commas',
    ).transform((value) => (value === undefined ? undefined : addressesIn(value))),
  },
  settings(env) {
    const addresses = env.CDN_PURGE_URL as string[] | undefined;
    if (!addresses?.length) throw new ConfigError('CDN_PURGE_URL', 'is required when CDN is "varnish"');
    return { addresses };
  },
  create({ addresses }, { timeoutMs }) {
    return {
      maxKeys: 50,
      async purge(keys) {
        // Every Varnish must forget the keys; one that fails makes the batch fail, and purging again is harmless.
        await Promise.all(
          addresses.map(async (address) => {
            let response: Response;
            try {
              response = await fetch(address, {
                method: 'PURGE',
                headers: { [XKEY_PURGE_HEADER]: keys.join(' ') },
                signal: AbortSignal.timeout(timeoutMs),
              });
            } catch (error) {
              throw failureOf('varnish', undefined, undefined, `: ${(error as Error).message}`);
            }
            await response.body?.cancel();
            if (!response.ok) throw failureOf('varnish', response.status, response.headers.get('retry-after'));
          }),
        );
      },
    };
  },
};
