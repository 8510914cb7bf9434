import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Post, Resource } from '../../../src/model/content.ts';
import type { ContentProvider } from '../provider.ts';
import { checkPostFrontMatter, checkResourceFrontMatter } from './front-matter.ts';
import { parseMarkdown } from './markdown.ts';
import { servedImagePath } from './content-images.ts';
import { withPostDefaults, withResourceDefaults } from '../defaults.ts';

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

async function load<T extends { slug: string }>(
  dir: string,
  build: (frontMatter: unknown, body: Post['body'], file: string) => T,
): Promise<T[]> {
  const items: T[] = [];
  for (const file of await markdownFiles(dir)) {
    const { frontMatter, body } = parseMarkdown(await readFile(file, 'utf8'));
    const item = build(frontMatter, body, file);
    if (path.basename(file, '.md') !== item.slug) {
      throw new ContentFileError(file, `slug "${item.slug}" must match the file name`);
    }
    if (items.some((other) => other.slug === item.slug))
      throw new ContentFileError(file, `duplicate slug "${item.slug}"`);
    items.push(item);
  }
  return items;
}

/** Newest first; the same date, or none, in the order of the slugs, as every provider breaks ties. */
const byDateThenSlug = (a: Post, b: Post) =>
  b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug);

/** Reads every markdown file of a content folder once; throws ContentFileError for a bad file. */
export async function loadLocalContent(root: string): Promise<{ posts: Post[]; resources: Resource[] }> {
  const resources = await load(path.join(root, 'resources'), (raw, body, file) => {
    const checked = checkResourceFrontMatter(raw);
    if (!checked.ok) throw new ContentFileError(file, checked.problems);
    const { order, ...fields } = checked.value;
    const resource = withResourceDefaults({
      subtitle: '',
      author: '',
      readTime: '',
      type: '',
      cardType: '',
      gradient: '',
      ...fields,
      body,
    });
    return { ...resource, order: order ?? Number.POSITIVE_INFINITY };
  });
  resources.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const posts = await load(path.join(root, 'posts'), (raw, body, file) => {
    const checked = checkPostFrontMatter(raw);
    if (!checked.ok) throw new ContentFileError(file, checked.problems);
    const { featuredImage, ...fields } = checked.value;
    return withPostDefaults({
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
    });
  });
  posts.sort(byDateThenSlug);
  return { posts, resources: resources.map(({ order: _order, ...resource }) => resource) };
}

/** The markdown of one folder as a provider: read on the first call, and a bad file fails every call. */
export function createLocalProvider(root: string): ContentProvider {
  let loaded: ReturnType<typeof loadLocalContent> | undefined;
  const content = () => (loaded ??= loadLocalContent(root));
  return {
    name: 'local',
    listPosts: async () => (await content()).posts,
    getPost: async (slug) => (await content()).posts.find((post) => post.slug === slug) ?? null,
    listResources: async () => (await content()).resources,
    getResource: async (slug) => (await content()).resources.find((resource) => resource.slug === slug) ?? null,
    async eachBody(kind, take) {
      const { posts, resources } = await content();
      for (const item of kind === 'post' ? posts : resources) take(item.slug, item.body);
    },
  };
}
