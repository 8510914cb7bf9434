import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Post, Resource } from '../../../src/model/content.ts';
import type { ContentProvider } from '../provider.ts';
import { checkPostFrontMatter, checkResourceFrontMatter } from './front-matter.ts';
import { parseMarkdown } from './markdown.ts';

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

/** Reads every markdown file of content-fallback/ once; throws ContentFileError for a bad file. */
export async function loadLocalContent(root: string): Promise<{ posts: Post[]; resources: Resource[] }> {
  const resources = await load(path.join(root, 'resources'), (raw, body, file) => {
    const checked = checkResourceFrontMatter(raw);
    if (!checked.ok) throw new ContentFileError(file, checked.problems);
    const { order, ...fields } = checked.value;
    return { ...fields, cardType: fields.cardType ?? fields.type, body, order };
  });
  resources.sort((a, b) => a.order - b.order);
  const posts = await load(path.join(root, 'posts'), (raw, body, file) => {
    const checked = checkPostFrontMatter(raw);
    if (!checked.ok) throw new ContentFileError(file, checked.problems);
    const { featuredImage, seoTitle, seoDescription, tags, ...fields } = checked.value;
    return {
      ...fields,
      tags: tags ?? [],
      featuredImage: featuredImage ? { title: '', description: '', ...featuredImage } : null,
      body,
      seoTitle: seoTitle ?? fields.title,
      seoDescription: seoDescription ?? fields.excerpt,
    };
  });
  posts.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
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
  };
}
