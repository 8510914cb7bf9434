import type { ProviderDefinition } from '../provider-definition.ts';

/** No CMS: content-fallback/ is the content (the content service reads it for every provider's fallback). */
export const localDefinition: ProviderDefinition<null> = {
  name: 'local',
  env: {},
  detect: () => true,
  settings: () => null,
  create: () => undefined,
  imageOrigins: () => [],
};
