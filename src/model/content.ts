import type { Root } from 'hast';

/**
 * The rich body of a post or resource: one hast tree for every provider, already sanitised on the
 * server (no raw HTML, no script, only http(s)/mailto/tel or site-relative links).
 */
export type RichBody = Root;

export type ImageAsset = {
  url: string;
  title: string;
  description: string;
  width?: number;
  height?: number;
};

export type Post = {
  title: string;
  slug: string;
  author: string;
  /** ISO date (YYYY-MM-DD or a full timestamp); empty when unknown. */
  publishedDate: string;
  featuredImage: ImageAsset | null;
  excerpt: string;
  body: RichBody;
  category: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
};

/** A post as the blog list shows it: everything but the body. */
export type PostSummary = Omit<Post, 'body'>;

export type Resource = {
  title: string;
  slug: string;
  subtitle: string;
  author: string;
  readTime: string;
  /** The type badge on the resource page. */
  type: string;
  /** The type shown on the list card, where it differs (a guide whose card says "Roadmap"). */
  cardType: string;
  /** A CSS gradient for the card and header art. */
  gradient: string;
  body: RichBody;
};

export type ResourceSummary = Omit<Resource, 'body'>;

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
