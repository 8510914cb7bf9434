import type { Post, Resource } from '../../src/model/content.ts';
import { DEFAULT_READ_TIME, DEFAULT_RESOURCE_GRADIENT, DEFAULT_RESOURCE_TYPE } from '../../src/model/content.ts';
import { brand } from '../../src/model/brand.ts';

// The product's defaults and fallbacks for fields an editor left empty, the same for every provider
// (docs/product.md, "Content"). Providers pass their fields as trimmed text, '' when missing.

type PostFields = Omit<Post, 'seoTitle' | 'seoDescription'> & { seoTitle: string; seoDescription: string };

export function withPostDefaults(post: PostFields): Post {
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
