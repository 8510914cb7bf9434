import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
// The SDK's Node build is CommonJS without named exports that Node's ESM loader can see.
import contentfulManagement from 'contentful-management';
import { bodyImages } from '../body-parts.ts';
import { isFilled } from '../content-importer.ts';
import type { ContentImporter, ImportEntry, ImportImage } from '../content-importer.ts';
import { contentfulContentTypes } from './content-model.ts';
import { hastToRichText } from './hast-to-rich-text.ts';

// Writes a content folder into a Contentful space through the Content Management API (contentful-management):
// the content types of content-models/ first where they or their fields are missing, then each image once (an
// asset whose id is made from its bytes), then each entry, published. Idempotent by slug: an entry whose
// published version already says what the folder says is not written, and a new one gets an id made from its
// slug, so a rerun after an interruption makes no second one. Only the default locale is written.

export type ContentfulImportSettings = {
  spaceId: string;
  environment: string;
  managementToken: string;
  /** The Management API's host (api.contentful.com, api.eu.contentful.com, or a local fake). */
  managementHost?: string;
  insecure: boolean;
};

const TYPES = { post: 'blogPost', resource: 'resource' } as const;
type Kind = keyof typeof TYPES;
type Managed = {
  sys: { id: string; version: number; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
};

const sha1 = (value: Uint8Array | string) => createHash('sha1').update(value).digest('hex');
/** Contentful ids are at most 64 characters: a long slug keeps its start and a hash of the whole. */
const idOf = (kind: Kind, slug: string) =>
  slug.length <= 56 ? `${kind}-${slug}` : `${kind}-${slug.slice(0, 40)}-${sha1(slug).slice(0, 12)}`;
/** The upload host beside the Management API's: upload.contentful.com for api.contentful.com, a fake's own. */
const uploadHostOf = (host: string) => host.replace(/^api\./, 'upload.');
/** Published, and nothing changed since: the version after the publish is the published one plus one. */
const isPublished = (item: Managed) =>
  item.sys.publishedVersion !== undefined && item.sys.version === item.sys.publishedVersion + 1;

export function createContentfulImporter(settings: ContentfulImportSettings): ContentImporter {
  const cma = contentfulManagement.createClient(
    {
      accessToken: settings.managementToken,
      host: settings.managementHost ?? 'api.contentful.com',
      hostUpload: uploadHostOf(settings.managementHost ?? 'api.contentful.com'),
      insecure: settings.insecure,
      // The SDK waits out a 429 as x-contentful-ratelimit-reset says, and asks again.
      retryOnError: true,
    },
    { type: 'plain', defaults: { spaceId: settings.spaceId, environmentId: settings.environment } },
  );

  let ready: Promise<{ locale: string; entries: Record<Kind, Managed[]> }> | undefined;
  const loaded = () => {
    if (!ready) throw new Error('prepare() comes first');
    return ready;
  };
  const assets = new Map<string, Promise<string | undefined>>();
  let inFolder = new Set<string>();

  async function all<T>(page: (skip: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
    const items: T[] = [];
    for (let skip = 0; ;) {
      const answer = await page(skip);
      items.push(...answer.items);
      skip += answer.items.length;
      if (skip >= answer.total || answer.items.length === 0) return items;
    }
  }

  /** The content model applied where it is missing, the default locale, and the entries there are. */
  function prepare(dryRun: boolean, say: (line: string) => void) {
    ready ??= (async () => {
      const locales = await cma.locale.getMany({ query: { limit: 100 } });
      const locale = locales.items.find((l) => l.default)?.code ?? 'en-US';
      const others = locales.items.filter((l) => !l.default).map((l) => l.code);
      if (others.length) say(`Only the default locale (${locale}) is written; ${others.join(', ')} left as they are`);
      const existing = await cma.contentType.getMany({ query: { limit: 1000 } });
      for (const wanted of contentfulContentTypes()) {
        const found = existing.items.find((type) => type.sys.id === wanted.id);
        const missing = wanted.fields.filter((field) => !found?.fields.some((f) => f.id === field.id));
        if (found && missing.length === 0) continue;
        say(
          `${dryRun ? 'would ' : ''}${found ? `add ${missing.map((f) => f.id).join(', ')} to` : 'create'} the content type ${wanted.id}`,
        );
        if (dryRun) continue;
        const { id, ...definition } = wanted;
        const saved = found
          ? await cma.contentType.update({ contentTypeId: id }, {
              ...found,
              fields: [...found.fields, ...missing],
            } as never)
          : await cma.contentType.createWithId({ contentTypeId: id }, definition as never);
        await cma.contentType.publish({ contentTypeId: id }, saved);
      }
      const read = (type: string) =>
        all((skip) => cma.entry.getMany({ query: { content_type: type, limit: 1000, skip } })) as Promise<Managed[]>;
      return { locale, entries: { post: await read(TYPES.post), resource: await read(TYPES.resource) } };
    })();
    return ready;
  }

  /** The asset that holds these bytes: its id is made from them, so it is found again on any later run. */
  function existingAsset(id: string) {
    let found = assets.get(id);
    if (!found) {
      found = cma.asset.get({ assetId: id }).then(
        (asset) => (asset.sys.publishedVersion ? asset.sys.id : undefined),
        () => undefined,
      );
      assets.set(id, found);
    }
    return found;
  }

  async function upload(id: string, image: ImportImage, locale: string) {
    const uploaded = await cma.upload.create({}, { file: Buffer.from(image.bytes) as never });
    const contentType = image.filename.endsWith('.svg')
      ? 'image/svg+xml'
      : `image/${image.filename.split('.').pop()?.toLowerCase() ?? 'png'}`;
    const draft = await cma.asset.createWithId({ assetId: id }, {
      fields: {
        title: { [locale]: image.title || image.filename },
        ...(image.description ? { description: { [locale]: image.description } } : {}),
        file: {
          [locale]: {
            contentType,
            fileName: image.filename,
            uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: uploaded.sys.id } },
          },
        },
      },
    } as never);
    const processed = await cma.asset.processForAllLocales({}, draft, { processingCheckWait: 200 });
    await cma.asset.publish({ assetId: id }, processed);
    assets.set(id, Promise.resolve(id));
    return id;
  }

  const slugOf = (item: Managed, locale: string) => item.fields.slug?.[locale] as string | undefined;

  return {
    name: 'contentful',
    async prepare({ dryRun, say, folder }) {
      inFolder = new Set(folder.map(({ kind, slug }) => `${kind}:${slug}`));
      await prepare(dryRun, say);
    },
    async plan(entry: ImportEntry, image) {
      const { locale, entries } = await loaded();
      const sources = [
        ...(entry.kind === 'post' && entry.item.featuredImage ? [{ src: entry.item.featuredImage.url, alt: '' }] : []),
        ...bodyImages(entry.item.body),
      ];
      const images = new Map<string, { image: ImportImage | undefined; id: string; found: string | undefined }>();
      for (const { src, alt } of sources) {
        if (images.has(src)) continue;
        const read = await image(src, alt);
        const id = read ? `img-${sha1(read.bytes).slice(0, 24)}` : '';
        images.set(src, { image: read, id, found: read ? await existingAsset(id) : undefined });
      }
      const existing = entries[entry.kind].find((item) => slugOf(item, locale) === entry.item.slug);
      // A link to an entry the space holds, or one this import writes; any other stays a plain link.
      const entryId = (kind: Kind, slug: string) =>
        entries[kind].find((item) => slugOf(item, locale) === slug)?.sys.id ??
        (inFolder.has(`${kind}:${slug}`) ? idOf(kind, slug) : undefined);
      const fieldsOf = (assetOf: (src: string) => string | undefined) => {
        const asset = (src: string) => assetOf(src);
        const content = hastToRichText(entry.item.body, { asset, entry: entryId });
        const link = (id: string | undefined) => id && { sys: { type: 'Link', linkType: 'Asset', id } };
        const values: Record<string, unknown> =
          entry.kind === 'resource'
            ? (({ title, subtitle, author, readTime, type, cardType, gradient }) => ({
                title,
                slug: entry.item.slug,
                subtitle,
                author,
                readTime,
                type,
                cardType,
                gradient,
                order: entry.order,
                content,
              }))(entry.item)
            : (({
                title,
                author,
                publishedDate,
                excerpt,
                category,
                tags,
                seoTitle,
                seoDescription,
                featuredImage,
              }) => ({
                title,
                slug: entry.item.slug,
                author,
                publishedDate,
                featuredImage: featuredImage ? link(assetOf(featuredImage.url)) : undefined,
                excerpt,
                content,
                category,
                tags,
                seoTitle,
                seoDescription,
              }))(entry.item);
        return Object.fromEntries(
          Object.entries(values)
            .filter(([, v]) => isFilled(v))
            .map(([k, v]) => [k, { [locale]: v }]),
        );
      };
      const planned = fieldsOf((src) => images.get(src)?.found);
      const missingImage = [...images.values()].some(({ image: read, found }) => read && !found);
      const same =
        existing &&
        isPublished(existing) &&
        isDeepStrictEqual(
          Object.fromEntries(
            Object.keys({ ...planned, ...existing.fields }).map((f) => [f, existing.fields[f]?.[locale]]),
          ),
          Object.fromEntries(Object.keys({ ...planned, ...existing.fields }).map((f) => [f, planned[f]?.[locale]])),
        );
      const action = !existing ? 'create' : !missingImage && same ? 'unchanged' : 'update';
      return {
        action,
        async apply() {
          if (action === 'unchanged') return;
          for (const found of images.values())
            if (found.image && !found.found) found.found = await upload(found.id, found.image, locale);
          const fields = fieldsOf((src) => images.get(src)?.found);
          const saved = existing
            ? await cma.entry.update({ entryId: existing.sys.id }, { ...existing, fields } as never)
            : await cma.entry.createWithId(
                { entryId: idOf(entry.kind, entry.item.slug), contentTypeId: TYPES[entry.kind] },
                { fields } as never,
              );
          await cma.entry.publish({ entryId: saved.sys.id }, saved);
        },
      };
    },
    async extra(kept) {
      const { locale, entries } = await loaded();
      const keep = new Set(kept.map(({ kind, slug }) => `${kind}:${slug}`));
      return (['post', 'resource'] as const).flatMap((kind) =>
        entries[kind]
          .filter((item) => !keep.has(`${kind}:${slugOf(item, locale) ?? item.sys.id}`))
          .map((item) => ({
            kind,
            slug: slugOf(item, locale) ?? item.sys.id,
            async remove() {
              if (item.sys.publishedVersion !== undefined) await cma.entry.unpublish({ entryId: item.sys.id });
              await cma.entry.delete({ entryId: item.sys.id });
            },
          })),
      );
    },
  };
}
