import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createClient } from '@sanity/client';
import { bodyImages } from '../body-parts.ts';
import { isFilled } from '../content-importer.ts';
import type { ContentImporter, ImportEntry, ImportImage } from '../content-importer.ts';
import type { SanitySettings } from './sanity-client.ts';
import { DEFAULT_SANITY_API_HOST } from './sanity-client.ts';
import { hastToPortableText } from './hast-to-portable-text.ts';
import type { EntryDocuments } from './hast-to-portable-text.ts';

// Writes a content folder into a Sanity dataset, documents shaped as content-models/sanity/schema.ts declares
// them. Idempotent by slug: a document that already says what the folder says is not written, a new one gets an
// id made from its slug (createIfNotExists, so a rerun after a crash cannot make a second), and an image is
// uploaded only when no asset holds its bytes.

/** The fields the import owns, per document type: one the folder leaves empty is unset. */
const FIELDS = {
  post: [
    'title',
    'slug',
    'author',
    'publishedDate',
    'mainImage',
    'excerpt',
    'body',
    'category',
    'tags',
    'seoTitle',
    'seoDescription',
  ],
  resource: ['title', 'slug', 'subtitle', 'author', 'readTime', 'type', 'cardType', 'gradient', 'order', 'body'],
} as const;

type Doc = Record<string, unknown> & { _id: string };

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

export function createSanityImporter(settings: SanitySettings, writeToken: string): ContentImporter {
  const customHost = settings.apiHost !== DEFAULT_SANITY_API_HOST;
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: writeToken,
    apiHost: settings.apiHost,
    useProjectHostname: !customHost,
    useCdn: false,
    perspective: 'raw',
    // The SDK waits and asks again after a 429 (and a 5xx or a dropped connection), a few times.
    maxRetries: 5,
    timeout: 60_000,
  });
  const documents = new Map<string, Promise<Doc[]>>();
  const assets = new Map<string, Promise<string | undefined>>();
  let inFolder = new Set<string>();

  const published = (type: string) => {
    let kept = documents.get(type);
    if (!kept) {
      kept = client.fetch<Doc[]>('*[_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]', {
        type,
      });
      documents.set(type, kept);
    }
    return kept;
  };
  const slugOf = (doc: Doc) => (doc.slug as { current?: string } | undefined)?.current;

  /** The asset that holds these bytes already, if any. */
  function existingAsset(hash: string) {
    let found = assets.get(hash);
    if (!found) {
      found = client
        .fetch<string | null>('*[_type == "sanity.imageAsset" && sha1hash == $hash][0]._id', { hash })
        .then((id) => id ?? undefined);
      assets.set(hash, found);
    }
    return found;
  }

  async function upload(image: ImportImage) {
    const asset = await client.assets.upload('image', Buffer.from(image.bytes), {
      filename: image.filename,
      ...(image.title ? { title: image.title } : {}),
      ...(image.description ? { description: image.description } : {}),
    });
    assets.set(sha1(image.bytes), Promise.resolve(asset._id));
    return asset._id;
  }

  function fieldsOf(
    entry: ImportEntry,
    assetOf: (src: string) => string | undefined,
    entries: EntryDocuments,
  ): Record<string, unknown> {
    const slug = { _type: 'slug', current: entry.item.slug };
    const body = hastToPortableText(entry.item.body, (src) => assetOf(src), entries);
    if (entry.kind === 'resource') {
      const { title, subtitle, author, readTime, type, cardType, gradient } = entry.item;
      return { title, slug, subtitle, author, readTime, type, cardType, gradient, order: entry.order, body };
    }
    const { title, author, publishedDate, excerpt, category, tags, seoTitle, seoDescription, featuredImage } =
      entry.item;
    const ref = featuredImage ? assetOf(featuredImage.url) : undefined;
    const mainImage = ref && {
      _type: 'image',
      asset: { _type: 'reference', _ref: ref },
      ...(featuredImage?.title ? { alt: featuredImage.title } : {}),
    };
    return { title, slug, author, publishedDate, mainImage, excerpt, body, category, tags, seoTitle, seoDescription };
  }

  return {
    name: 'sanity',
    // Sanity's schema lives in the Studio: documents are written to match content-models/sanity/schema.ts.
    async prepare({ folder }) {
      inFolder = new Set(folder.map(({ kind, slug }) => `${kind}:${slug}`));
    },
    async plan(entry, image) {
      const sources = [
        ...(entry.kind === 'post' && entry.item.featuredImage ? [{ src: entry.item.featuredImage.url, alt: '' }] : []),
        ...bodyImages(entry.item.body),
      ];
      // Each image read once, and its asset looked for by its bytes' SHA-1, as Sanity names assets.
      const images = new Map<string, { image: ImportImage | undefined; id: string | undefined }>();
      for (const { src, alt } of sources) {
        if (images.has(src)) continue;
        const read = await image(src, alt);
        images.set(src, { image: read, id: read ? await existingAsset(sha1(read.bytes)) : undefined });
      }
      const existing = (await published(entry.kind)).find((doc) => slugOf(doc) === entry.item.slug);
      // An embedded entry's document: the one that has its slug, or the one this import makes for it.
      const byKind = { post: await published('post'), resource: await published('resource') };
      const entries: EntryDocuments = (kind, slug) =>
        byKind[kind].find((doc) => slugOf(doc) === slug)?._id ??
        (inFolder.has(`${kind}:${slug}`) ? `${kind}-${slug}` : undefined);
      const write = (assetOf: (src: string) => string | undefined) => {
        const fields = fieldsOf(entry, assetOf, entries);
        const set = Object.fromEntries(
          FIELDS[entry.kind].filter((f) => isFilled(fields[f])).map((f) => [f, fields[f]]),
        );
        const unset = FIELDS[entry.kind].filter((f) => !isFilled(fields[f]) && existing?.[f] !== undefined);
        const changed = Object.fromEntries(
          Object.entries(set).filter(([f, value]) => !isDeepStrictEqual(existing?.[f], value)),
        );
        return { set, unset, changed };
      };
      const missingImage = [...images.values()].some(({ image: read, id }) => read && !id);
      const planned = write((src) => images.get(src)?.id);
      const action = !existing
        ? 'create'
        : missingImage || Object.keys(planned.changed).length || planned.unset.length
          ? 'update'
          : 'unchanged';
      return {
        action,
        async apply() {
          if (action === 'unchanged') return;
          for (const found of images.values()) if (found.image && !found.id) found.id = await upload(found.image);
          const { set, unset, changed } = write((src) => images.get(src)?.id);
          if (!existing) {
            await client.createIfNotExists({
              _id: `${entry.kind}-${entry.item.slug}`,
              _type: entry.kind,
              ...set,
            });
            return;
          }
          const patch = client.patch(existing._id).set(changed);
          await (unset.length ? patch.unset(unset) : patch).commit();
        },
      };
    },
    async extra(kept) {
      const keep = new Set(kept.map(({ kind, slug }) => `${kind}:${slug}`));
      const extra = [];
      for (const kind of ['post', 'resource'] as const) {
        for (const doc of await published(kind)) {
          const slug = slugOf(doc) ?? doc._id;
          if (!keep.has(`${kind}:${slug}`))
            extra.push({ kind, slug, remove: async () => void (await client.delete(doc._id)) });
        }
      }
      return extra;
    },
  };
}
