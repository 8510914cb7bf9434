import type { Root } from 'hast';
import type { ImageAssetData, PostSummaryData, RelatedPostData, ResourceSummaryData } from './content-schema.ts';

/**
 * The rich body of a post or resource: one hast tree for every provider, already sanitised on the
 * server (no raw HTML, no script, only http(s)/mailto/tel or site-relative links).
 */
export type RichBody = Root;

export type ImageAsset = ImageAssetData;

export type PostSummary = PostSummaryData;

export type Post = PostSummary & { body: RichBody };

export type RelatedPost = RelatedPostData;

/** A post with the other posts its page links to at its end. */
export type PostWithRelated = Post & { related: RelatedPost[] };

export type ResourceSummary = ResourceSummaryData;

export type Resource = ResourceSummary & { body: RichBody };

export function isEmptyBody(body: RichBody): boolean {
  return body.children.every((node) => node.type === 'text' && !node.value.trim());
}

/** Slugs are lower-case words joined by hyphens; anything else never reaches a content query. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The one slug length limit: the model, the route loaders and the server routes all use it. */
export const SLUG_MAX_LENGTH = 120;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

export const DEFAULT_READ_TIME = '10 min';
export const DEFAULT_RESOURCE_TYPE = 'Guide';
export const DEFAULT_RESOURCE_GRADIENT = 'linear-gradient(135deg, #6d28d9 0%, #1d4ed8 100%)';
