import { registerCdn } from './cdn-definition.ts';
import { cloudflareDefinition } from './cloudflare/definition.ts';
import { fastlyDefinition } from './fastly/definition.ts';
import { varnishDefinition } from './varnish/definition.ts';

/**
 * Every shared cache the site can purge on publish, chosen by CDN (docs/operations.md). Adding one: make its
 * folder under server/cdn/ with a definition.ts, and add it here. Nothing else names a CDN.
 */
export const cdnRegistry = [
  registerCdn(varnishDefinition),
  registerCdn(fastlyDefinition),
  registerCdn(cloudflareDefinition),
];

export const cdnNames = cdnRegistry.map((definition) => definition.name);
