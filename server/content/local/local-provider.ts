import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Post, Resource, RichBody } from '../../../src/model/content.ts';
import type { ContentProvider } from '../provider.ts';
import { checkPostFrontMatter, checkResourceFrontMatter } from './front-matter.ts';
import { parseMarkdown } from './markdown.ts';
import { servedImagePath } from './content-images.ts';

/** A content file that cannot be used: start-up stops with its name and the problem. */
export class ContentFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

async function markdownFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** A body not held in memory: read from its file when it is asked for (bodyOf). */
const UNREAD: RichBody = { type: 'root', children: [] };

async function load<T extends { slug: string; body: RichBody }>(
  dir: string,
  build: (frontMatter: unknown, body: Post['body'], file: string) => T,
  keepBodies: boolean,
): Promise<T[]> {
  const items: T[] = [];
  const slugs = new Set<string>();
  for (const file of await markdownFiles(dir)) {
    const { frontMatter, body } = parseMarkdown(await readFile(file, 'utf8'));
    const item = build(frontMatter, body, file);
    if (path.basename(file, '.md') !== item.slug) {
      throw new ContentFileError(file, `slug "${item.slug}" must match the file name`);
    }
    if (slugs.has(item.slug)) throw new ContentFileError(file, `duplicate slug "${item.slug}"`);
    slugs.add(item.slug);
    items.push(keepBodies ? item : { ...item, body: UNREAD });
  }
  return items;
}

/** One item's body, read again from its file (checked when the folder was loaded). */
async function bodyOf(root: string, kind: 'post' | 'resource', slug: string): Promise<RichBody> {
  const file = path.join(root, kind === 'post' ? 'posts' : 'resources', `${slug}.md`);
  return parseMarkdown(await readFile(file, 'utf8')).body;
}

/** Newest first; the same date, or none, in the order of the slugs, as every provider breaks ties. */
const byDateThenSlug = (a: Post, b: Post) =>
  b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug);

/**
 * Reads every markdown file of a content folder once; throws ContentFileError for a bad file. Without
 * `keepBodies` the bodies are checked and let go, to be read again when asked for (a blog of thousands).
 */
export async function loadLocalContent(
  root: string,
  { keepBodies = true } = {},
): Promise<{ posts: Post[]; resources: Resource[] }> {
  const resources = await load(
    path.join(root, 'resources'),
    (raw, body, file) => {
      const checked = checkResourceFrontMatter(raw);
      if (!checked.ok) throw new ContentFileError(file, checked.problems);
      const { order, ...fields } = checked.value;
      const resource: Resource = {
        subtitle: '',
        author: '',
        readTime: '',
        type: '',
        cardType: '',
        gradient: '',
        ...fields,
        body,
      };
      return { ...resource, order: order ?? Number.POSITIVE_INFINITY };
    },
    keepBodies,
  );
  resources.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const posts = await load(
    path.join(root, 'posts'),
    (raw, body, file) => {
      const checked = checkPostFrontMatter(raw);
      if (!checked.ok) throw new ContentFileError(file, checked.problems);
      const { featuredImage, ...fields } = checked.value;
      return {
        author: '',
        publishedDate: '',
        excerpt: '',
        category: '',
        tags: [],
        seoTitle: '',
        seoDescription: '',
        ...fields,
        featuredImage: featuredImage
          ? { title: '', description: '', ...featuredImage, url: servedImagePath(featuredImage.url) }
          : null,
        body,
      };
    },
    keepBodies,
  );
  posts.sort(byDateThenSlug);
  return { posts, resources: resources.map(({ order: _order, ...resource }) => resource) };
}

/**
 * The markdown of one folder as a provider: read on the first call, and a bad file fails every call. The lists
 * are held; a body is read from its file when asked for, the last ones read kept, so that a folder of thousands
 * of posts does not hold every body in memory.
 */
export function createLocalProvider(root: string): ContentProvider {
  let loaded: ReturnType<typeof loadLocalContent> | undefined;
  const content = () => (loaded ??= loadLocalContent(root, { keepBodies: false }));
  // The same object while it is kept, so an answer made from it is made once (server/shared-body.ts).
  const read = new LRUCache<string, Post | Resource>({ max: 200 });
  async function withBody<T extends Post | Resource>(
    kind: 'post' | 'resource',
    item: T | undefined,
  ): Promise<T | null> {
    if (!item) return null;
    const key = `${kind}:${item.slug}`;
    const kept = read.get(key) as T | undefined;
    if (kept) return kept;
    const whole = { ...item, body: await bodyOf(root, kind, item.slug) };
    read.set(key, whole);
    return whole;
  }
  return {
    name: 'local',
    listPosts: async () => (await content()).posts,
    getPost: async (slug) =>
      withBody(
        'post',
        (await content()).posts.find((post) => post.slug === slug),
      ),
    listResources: async () => (await content()).resources,
    getResource: async (slug) =>
      withBody(
        'resource',
        (await content()).resources.find((resource) => resource.slug === slug),
      ),
    async eachBody(kind, take) {
      const { posts, resources } = await content();
      for (const item of kind === 'post' ? posts : resources) take(item.slug, await bodyOf(root, kind, item.slug));
    },
  };
}
