import type { FromSchema } from 'json-schema-to-ts';
import { SLUG_PATTERN } from '../../../src/model/content.ts';
import { schemaCheck } from '../schema-check.ts';

const slug = {
  type: 'string',
  pattern: SLUG_PATTERN.source,
  errorMessage: 'must be lower-case words joined by hyphens',
} as const;
const text = { type: 'string', pattern: '\\S', errorMessage: 'must be text' } as const;

// Only a title and a slug are required, as in each CMS: an empty field gets the product's default
// (server/content/defaults.ts), so a copy exported from a CMS reads back as the CMS showed it.
const resourceFrontMatter = {
  type: 'object',
  required: ['title', 'slug'],
  properties: {
    title: text,
    slug,
    subtitle: text,
    type: text,
    cardType: text,
    readTime: { type: 'string', pattern: '^\\d+ min$', errorMessage: 'must look like "12 min"' },
    author: text,
    gradient: {
      type: 'string',
      pattern: '^linear-gradient\\(.+\\)$',
      errorMessage: 'must be a CSS linear-gradient(...)',
    },
    /** Position in the list; the first resource is the featured one, and one without comes after. */
    order: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
} as const;

const postFrontMatter = {
  type: 'object',
  required: ['title', 'slug'],
  properties: {
    title: text,
    slug,
    author: text,
    publishedDate: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
      errorMessage: 'must be a date such as 2026-03-03, or a date and time such as 2026-03-03T09:30Z',
    },
    excerpt: text,
    category: text,
    tags: { type: 'array', items: text },
    featuredImage: {
      type: 'object',
      // The size is optional, as in a CMS, though without it the page cannot keep the image's room while it loads.
      required: ['url'],
      properties: {
        url: {
          type: 'string',
          pattern: '^((?!.*\\.\\.)(/|images/)[\\w/.-]+|https://\\S+)$',
          errorMessage:
            "must be a path under public/, such as /images/blog/post.svg, a file of the folder's images/, such as images/post.png, or an https address",
        },
        title: { type: 'string' },
        description: { type: 'string' },
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
      additionalProperties: false,
    },
    seoTitle: text,
    seoDescription: text,
  },
  additionalProperties: false,
} as const;

export const checkResourceFrontMatter = schemaCheck<FromSchema<typeof resourceFrontMatter>>(resourceFrontMatter);
export const checkPostFrontMatter = schemaCheck<FromSchema<typeof postFrontMatter>>(postFrontMatter);
