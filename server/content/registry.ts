import { contentfulDefinition } from './contentful/definition.ts';
import { localDefinition } from './local/definition.ts';
import { register } from './provider-definition.ts';
import { sanityDefinition } from './sanity/definition.ts';

/**
 * Every content provider the site can run on, in the order the automatic choice tries them (the first whose
 * credentials are in the environment wins; local always can). Adding a provider: make its folder under
 * server/content/ with a definition.ts, and add it here. Nothing else names a provider.
 */
export const providerRegistry = [register(contentfulDefinition), register(sanityDefinition), register(localDefinition)];

export const providerNames = providerRegistry.map((definition) => definition.name);
