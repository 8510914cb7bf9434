import type { Post, Resource } from '../../src/model/content.ts';
import { DEFAULT_READ_TIME, DEFAULT_RESOURCE_GRADIENT, DEFAULT_RESOURCE_TYPE } from '../../src/model/content.ts';
import { brand } from '../../src/model/brand.ts';
import type { ContentProvider } from './provider.ts';

// The product's defaults and fallbacks for fields an editor left empty, the same for every provider
// (docs/product.md, "Content"). Providers give their fields as the source holds them, trimmed, '' when missing;
// the site fills them in here, and `npm run content -- export` writes what the source holds.

export function withPostDefaults(post: Post): Post {
  return { ...post, seoTitle: post.seoTitle || post.title, seoDescription: post.seoDescription || post.excerpt };
}

export function withResourceDefaults(resource: Resource): Resource {
  const type = resource.type || DEFAULT_RESOURCE_TYPE;
  return {
    ...resource,
    author: resource.author || brand.defaultTeamName,
    readTime: resource.readTime || DEFAULT_READ_TIME,
    type,
    cardType: resource.cardType || type,
    gradient: resource.gradient || DEFAULT_RESOURCE_GRADIENT,
  };
}

/**
 * A provider whose answers carry the product's defaults. A list or item the provider hands out again (the local
 * provider holds them) gets the same filled-in object again, so an answer made from it is still made once
 * (server/shared-body.ts).
 */
export function withDefaults(provider: ContentProvider): ContentProvider {
  const filled = new WeakMap<object, unknown>();
  function once<T extends object>(source: T, fill: (source: T) => T): T {
    const kept = filled.get(source) as T | undefined;
    if (kept) return kept;
    const made = fill(source);
    filled.set(source, made);
    return made;
  }
  const post = (item: Post | null) => item && once(item, withPostDefaults);
  const resource = (item: Resource | null) => item && once(item, withResourceDefaults);
  return {
    name: provider.name,
    listPosts: async (signal) => once(await provider.listPosts(signal), (list) => list.map(withPostDefaults)),
    getPost: async (slug, signal) => post(await provider.getPost(slug, signal)),
    listResources: async (signal) =>
      once(await provider.listResources(signal), (list) => list.map(withResourceDefaults)),
    getResource: async (slug, signal) => resource(await provider.getResource(slug, signal)),
    eachBody: (kind, take, signal) => provider.eachBody(kind, take, signal),
  };
}
