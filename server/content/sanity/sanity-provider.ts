import type { Post, Resource } from '../../../src/model/content.ts';
import { isValidSlug } from '../../../src/model/content.ts';
import { describeImage } from '../images.ts';
import type { ImagePipeline } from '../images.ts';
import type { ProviderDeps } from '../provider-definition.ts';
import type { ContentProvider } from '../provider.ts';
import { RateLimitedError } from '../provider.ts';
import { sanitizeBody } from '../rich-body.ts';
import { portableTextToHast } from './portable-text-to-hast.ts';
import {
  BODIES_QUERY,
  BODY_PAGE,
  LIST_PAGE,
  POSTS_QUERY,
  POST_QUERY,
  RESOURCES_QUERY,
  RESOURCE_QUERY,
} from './queries.ts';
import { createSanityClient, sanityImages } from './sanity-client.ts';
import type { SanityPerspective, SanitySettings } from './sanity-client.ts';
import { assetImage } from './sanity-image.ts';

type Doc = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((s): s is string => typeof s === 'string' && !!s.trim()).map((s) => s.trim())
    : [];
// Each change of a document moves its _rev: what tells the search index it changed (server/content/search-index.ts).
const revisionOf = (doc: Doc) => (typeof doc._rev === 'string' && doc._rev ? { revision: doc._rev } : {});
const isDoc = (value: unknown): value is Doc => !!value && typeof value === 'object' && !Array.isArray(value);
/**
 * The document's published id: a preview's perspective may answer with a draft's or a release's own id
 * (drafts.<id>, versions.<release>.<id>).
 */
const sourceIdOf = (doc: Doc) => str(doc._id).replace(/^(drafts\.|versions\.[^.]+\.)/, '') || undefined;

/** A 429 says when to ask again (Retry-After, in seconds); the client's own error keeps the response. */
function retryAfterMs(error: unknown): number | undefined {
  const { statusCode, response } = (error ?? {}) as { statusCode?: number; response?: { headers?: Doc } };
  if (statusCode !== 429) return undefined;
  const seconds = Number(response?.headers?.['retry-after']);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000;
}

export function createSanityProvider(
  settings: SanitySettings,
  deps: ProviderDeps,
  perspective: SanityPerspective = 'published',
): ContentProvider {
  const client = createSanityClient(settings, deps.timeoutMs, perspective);
  const pipeline: ImagePipeline = sanityImages(settings);
  const ctx = { pipeline, warn: deps.warn };

  async function query<T>(groq: string, params: Record<string, string | number>, signal: AbortSignal): Promise<T> {
    try {
      return await client.fetch<T>(groq, params, { signal });
    } catch (error) {
      const wait = retryAfterMs(error);
      if (wait !== undefined) throw new RateLimitedError(wait);
      throw error;
    }
  }

  const body = (value: unknown) => sanitizeBody(portableTextToHast(value, ctx));

  function toPost(doc: Doc): Post | undefined {
    const slug = str(doc.slug);
    // No address can hold another slug: listed, it would be a link to "not found" (docs/product.md, "Content").
    if (!isValidSlug(slug)) return undefined;
    const title = str(doc.title);
    const excerpt = str(doc.excerpt);
    const image = isDoc(doc.mainImage) ? assetImage(doc.mainImage.asset) : undefined;
    const alt = isDoc(doc.mainImage) ? str(doc.mainImage.alt) : '';
    return {
      sourceId: sourceIdOf(doc),
      ...revisionOf(doc),
      title,
      slug,
      author: str(doc.author),
      publishedDate: str(doc.publishedDate),
      featuredImage: image ? describeImage({ ...image, title: alt || image.title }, pipeline) : null,
      excerpt,
      body: body(doc.body),
      category: str(doc.category),
      tags: strings(doc.tags),
      seoTitle: str(doc.seoTitle),
      seoDescription: str(doc.seoDescription),
    };
  }

  function toResource(doc: Doc): Resource | undefined {
    const slug = str(doc.slug);
    // No address can hold another slug: listed, it would be a link to "not found" (docs/product.md, "Content").
    if (!isValidSlug(slug)) return undefined;
    return {
      sourceId: sourceIdOf(doc),
      ...revisionOf(doc),
      title: str(doc.title),
      slug,
      subtitle: str(doc.subtitle),
      author: str(doc.author),
      readTime: str(doc.readTime),
      type: str(doc.type),
      cardType: str(doc.cardType),
      gradient: str(doc.gradient),
      body: body(doc.body),
    };
  }

  // An answer of the wrong shape (a proxy's error page, a truncated body) is a failure, never "no content".
  function many<T>(docs: unknown[], map: (doc: Doc) => T | undefined): T[] {
    return docs.flatMap((doc) => {
      const item = isDoc(doc) ? map(doc) : undefined;
      if (!item) {
        const { _id: id, slug } = isDoc(doc) ? doc : {};
        deps.warn('skipping a Sanity document with no slug that is an address, or malformed', { id, slug });
      }
      return item ? [item] : [];
    });
  }

  /** Every document a list query matches, a page after another until a page comes back short. */
  async function listed(groq: string, signal: AbortSignal): Promise<unknown[]> {
    const docs: unknown[] = [];
    for (let from = 0; ; from += LIST_PAGE) {
      const page = await query(groq, { from, to: from + LIST_PAGE }, signal);
      if (!Array.isArray(page)) throw new Error('Sanity answered a list query with something other than a list');
      docs.push(...page);
      if (page.length < LIST_PAGE) return docs;
    }
  }

  function one<T>(doc: unknown, map: (doc: Doc) => T | undefined): T | null {
    if (doc === null) return null;
    if (!isDoc(doc)) throw new Error('Sanity answered a document query with something other than a document');
    return map(doc) ?? null;
  }

  return {
    name: 'sanity',
    listPosts: async (signal) => many(await listed(POSTS_QUERY, signal), toPost),
    getPost: async (slug, signal) => one(await query(POST_QUERY, { slug }, signal), toPost),
    listResources: async (signal) => many(await listed(RESOURCES_QUERY, signal), toResource),
    async eachBody(kind, take, signal) {
      for (let from = 0; ; from += BODY_PAGE) {
        const params = { type: kind, from, to: from + BODY_PAGE };
        const page = await query<unknown>(BODIES_QUERY, params, signal);
        if (!Array.isArray(page)) throw new Error('Sanity answered a list query with something other than a list');
        for (const doc of page) if (isDoc(doc) && typeof doc.slug === 'string') take(doc.slug, body(doc.body));
        if (page.length < BODY_PAGE) return;
      }
    },
    getResource: async (slug, signal) => one(await query(RESOURCE_QUERY, { slug }, signal), toResource),
  };
}
