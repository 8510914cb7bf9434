import type { FromSchema } from 'json-schema-to-ts';

// The content the site shows, declared once as JSON schemas: Fastify serialises /api answers with them, and
// the TypeScript types of src/model/content.ts are derived from them, so the two cannot disagree.

const text = { type: 'string' } as const;

/**
 * The rich body: a hast root, already sanitised on the server. Its nodes are serialised as they are
 * (fast-json-stringify falls back to JSON for an open object), and its type is hast's own.
 */
export const richBodySchema = {
  type: 'object',
  required: ['type', 'children'],
  properties: { type: { const: 'root' }, children: { type: 'array' } },
  additionalProperties: true,
} as const;

/**
 * An image as the page needs it, provider-neutral: the provider's server-side pipeline has already built a
 * URL per format and width (srcSet for the fallback format, one source per better format) and a link-preview
 * crop. A local image has only its url.
 */
export const imageAssetSchema = {
  type: 'object',
  required: ['url', 'title', 'description'],
  properties: {
    url: text,
    title: text,
    description: text,
    width: { type: 'integer' },
    height: { type: 'integer' },
    srcSet: text,
    sources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'srcSet'],
        properties: { type: text, srcSet: text },
        additionalProperties: false,
      },
    },
    socialUrl: text,
  },
  additionalProperties: false,
} as const;

/** The item's id in its CMS, for an editor's click-to-edit in preview; absent for local content. */
const sourceId = text;

/** What changes with every publish of the item in its CMS (the server's search index reads it); absent locally. */
const revision = text;

const postFields = {
  sourceId,
  revision,
  title: text,
  slug: text,
  author: text,
  /** ISO date (YYYY-MM-DD or a full timestamp); empty when unknown. */
  publishedDate: text,
  featuredImage: { ...imageAssetSchema, nullable: true },
  excerpt: text,
  category: text,
  tags: { type: 'array', items: text },
  seoTitle: text,
  seoDescription: text,
} as const;
const postSummaryRequired = [
  'title',
  'slug',
  'author',
  'publishedDate',
  'featuredImage',
  'excerpt',
  'category',
  'tags',
  'seoTitle',
  'seoDescription',
] as const;

/** A post as the blog list shows it: everything but the body. */
export const postSummarySchema = {
  type: 'object',
  required: postSummaryRequired,
  properties: postFields,
  additionalProperties: false,
} as const;

export const postSchema = {
  type: 'object',
  required: [...postSummaryRequired, 'body'],
  properties: { ...postFields, body: richBodySchema },
  additionalProperties: false,
} as const;

/** A post a post ends with, under "Related articles". */
export const relatedPostSchema = {
  type: 'object',
  required: ['slug', 'title', 'publishedDate'],
  properties: { slug: text, title: text, publishedDate: text },
  additionalProperties: false,
} as const;

/** A post as its page shows it: with the other posts it links to at its end. */
export const postWithRelatedSchema = {
  type: 'object',
  required: [...postSummaryRequired, 'body', 'related'],
  properties: { ...postFields, body: richBodySchema, related: { type: 'array', items: relatedPostSchema } },
  additionalProperties: false,
} as const;

const resourceFields = {
  sourceId,
  revision,
  title: text,
  slug: text,
  subtitle: text,
  author: text,
  readTime: text,
  /** The type badge on the resource page. */
  type: text,
  /** The type shown on the list card, where it differs (a guide whose card says "Roadmap"). */
  cardType: text,
  /** A CSS gradient for the card and header art. */
  gradient: text,
} as const;
const resourceSummaryRequired = [
  'title',
  'slug',
  'subtitle',
  'author',
  'readTime',
  'type',
  'cardType',
  'gradient',
] as const;

export const resourceSummarySchema = {
  type: 'object',
  required: resourceSummaryRequired,
  properties: resourceFields,
  additionalProperties: false,
} as const;

export const resourceSchema = {
  type: 'object',
  required: [...resourceSummaryRequired, 'body'],
  properties: { ...resourceFields, body: richBodySchema },
  additionalProperties: false,
} as const;

/** One page of a list: its items, which page it is of how many, and for a tag's listing the tag as spelled. */
export const listingSchema = <Item extends object>(item: Item) =>
  ({
    type: 'object',
    required: ['items', 'page', 'pageCount', 'total'],
    properties: {
      items: { type: 'array', items: item },
      page: { type: 'integer' },
      pageCount: { type: 'integer' },
      total: { type: 'integer' },
      tag: text,
    },
    additionalProperties: false,
  }) as const;

/** A page of search results: each a post or a resource, with what its result shows. */
export const searchPageSchema = {
  type: 'object',
  required: ['results', 'page', 'pageCount', 'total'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'slug', 'title', 'excerpt'],
        properties: { type: { enum: ['post', 'resource'] }, slug: text, title: text, excerpt: text },
        additionalProperties: false,
      },
    },
    page: { type: 'integer' },
    pageCount: { type: 'integer' },
    total: { type: 'integer' },
  },
  additionalProperties: false,
} as const;

export const errorAnswerSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: text },
  additionalProperties: false,
} as const;

export type ImageAssetData = FromSchema<typeof imageAssetSchema>;
export type PostSummaryData = FromSchema<typeof postSummarySchema>;
export type RelatedPostData = FromSchema<typeof relatedPostSchema>;
export type SearchPageData = FromSchema<typeof searchPageSchema>;
export type ResourceSummaryData = FromSchema<typeof resourceSummarySchema>;
