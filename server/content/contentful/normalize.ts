import type { FromSchema } from 'json-schema-to-ts';
import type { ImageAsset, Post, Resource } from '../../../src/model/content.ts';
import { isValidSlug } from '../../../src/model/content.ts';
import { absoluteAssetUrl, sanitizeBody } from '../rich-body.ts';
import { describeImage } from '../images.ts';
import { contentfulPipeline } from './images.ts';
import { flattenToText } from './flatten.ts';
import { richTextToHast } from './rich-text-to-hast.ts';
import { schemaCheck } from '../schema-check.ts';

// What we accept from the Delivery API: an entry with a sys id and a fields object; the fields are
// checked one by one below, because editors leave fields empty and older entries miss new ones.
const entrySchema = {
  type: 'object',
  required: ['sys'],
  properties: {
    sys: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string' }, updatedAt: { type: 'string' } },
    },
    fields: { type: 'object' },
  },
} as const;

export type RawEntry = { sys: FromSchema<typeof entrySchema>['sys']; fields: Record<string, unknown> };

// Each publish moves updatedAt: what tells the search index an entry changed (server/content/search-index.ts).
const revisionOf = (entry: RawEntry) => (entry.sys.updatedAt ? { revision: entry.sys.updatedAt } : {});

const checkEntry = schemaCheck<FromSchema<typeof entrySchema>>(entrySchema);

export function parseEntry(raw: unknown): RawEntry | undefined {
  const checked = checkEntry(raw);
  return checked.ok ? { sys: checked.value.sys, fields: { ...checked.value.fields } } : undefined;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && !!item.trim()).map((s) => s.trim())
    : [];

function imageAsset(value: unknown): ImageAsset | null {
  const fields = (value as { fields?: Record<string, unknown> } | undefined)?.fields;
  const file = fields?.file as
    { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } } | undefined;
  const url = absoluteAssetUrl(file?.url);
  if (!url) return null;
  const width = file?.details?.image?.width;
  const height = file?.details?.image?.height;
  const size = typeof width === 'number' && typeof height === 'number' ? { width, height } : {};
  return describeImage(
    { url, title: str(fields?.title), description: str(fields?.description), ...size },
    contentfulPipeline(url),
  );
}

export function toPost(entry: RawEntry): Post | undefined {
  const f = entry.fields;
  const slug = str(f.slug);
  // No address can hold another slug: listed, it would be a link to "not found" (docs/product.md, "Content").
  if (!isValidSlug(slug)) return undefined;
  const title = flattenToText(f.title);
  const excerpt = flattenToText(f.excerpt);
  return {
    sourceId: entry.sys.id,
    ...revisionOf(entry),
    title,
    slug,
    author: flattenToText(f.author),
    publishedDate: str(f.publishedDate),
    featuredImage: imageAsset(f.featuredImage),
    excerpt,
    body: sanitizeBody(richTextToHast(f.content)),
    category: str(f.category),
    tags: strings(f.tags),
    seoTitle: str(f.seoTitle),
    seoDescription: str(f.seoDescription),
  };
}

export function toResource(entry: RawEntry): Resource | undefined {
  const f = entry.fields;
  const slug = str(f.slug);
  // No address can hold another slug: listed, it would be a link to "not found" (docs/product.md, "Content").
  if (!isValidSlug(slug)) return undefined;
  return {
    sourceId: entry.sys.id,
    ...revisionOf(entry),
    title: flattenToText(f.title),
    slug,
    subtitle: flattenToText(f.subtitle),
    author: flattenToText(f.author),
    readTime: str(f.readTime),
    type: str(f.type),
    cardType: str(f.cardType),
    gradient: str(f.gradient),
    body: sanitizeBody(richTextToHast(f.content)),
  };
}
