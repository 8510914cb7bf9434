import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { Post, Resource, RichBody } from '../../../src/model/content.ts';
import type { ContentProvider } from '../provider.ts';
import { contentFile } from '../local/markdown-writer.ts';
import type { ImageFiles } from './image-files.ts';
import type { Progress } from './progress.ts';

const neverAborted = new AbortController().signal;

/** The fields that hold text, in the order a file lists them; an empty one is left out, as the source left it. */
const POST_TEXT = ['author', 'publishedDate', 'excerpt', 'category', 'seoTitle', 'seoDescription'] as const;
const RESOURCE_TEXT = ['subtitle', 'type', 'cardType', 'readTime', 'author', 'gradient'] as const;

function filled<T extends object>(item: T, keys: readonly (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.filter((key) => item[key]).map((key) => [key, item[key]])) as Partial<T>;
}

/**
 * A body as the folder holds it: each image (a <picture> of the provider's formats, or an <img>) becomes one
 * image of the folder, or of its source when it is kept remote. Markdown has no room for an image's size.
 */
async function folderBody(body: RichBody, images: ImageFiles, failed: (url: string, reason: string) => void) {
  const tree = structuredClone(body) as Root;
  const found: Element[] = [];
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'picture' && parent && index !== undefined) {
      const img = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'img');
      parent.children.splice(index, 1, ...(img ? [img] : []));
      return [SKIP, index];
    }
    if (node.tagName === 'img') found.push(node);
    return undefined;
  });
  for (const img of found) {
    const src = String(img.properties.src ?? '');
    const placed = await images.place(src);
    if (placed.failed) failed(placed.ref, placed.failed);
    img.properties = { src: placed.ref, alt: img.properties.alt ?? '' };
  }
  return tree;
}

export type ExportSummary = { posts: number; resources: number; images: number; failedImages: string[] };

/**
 * Writes what the source holds into `dir` as the local provider reads it: DIR/posts/<slug>.md,
 * DIR/resources/<slug>.md, DIR/images/. Fields the source left empty stay out (the site fills in its defaults
 * when it reads them), and each resource's place in the source's list becomes its `order`.
 */
export async function exportContent(
  source: ContentProvider,
  options: { dir: string; images: ImageFiles; progress: Progress; warn: (line: string) => void },
): Promise<ExportSummary> {
  const { dir, images, progress } = options;
  const failedImages = new Set<string>();
  const failed = (url: string, reason: string) => {
    if (failedImages.has(url)) return;
    failedImages.add(url);
    options.warn(`Image not fetched: ${url} (${reason})${images.keepRemote ? '; its address is kept' : ''}`);
  };
  const [posts, resources] = await Promise.all([source.listPosts(neverAborted), source.listResources(neverAborted)]);
  progress.start(posts.length + resources.length);
  await mkdir(path.join(dir, 'posts'), { recursive: true });
  await mkdir(path.join(dir, 'resources'), { recursive: true });

  async function write(
    kind: 'posts' | 'resources',
    slug: string,
    frontMatter: Record<string, unknown>,
    body: RichBody,
  ) {
    const file = contentFile(frontMatter, await folderBody(body, images, failed));
    await writeFile(path.join(dir, kind, `${slug}.md`), file);
    progress.tick();
  }

  for (const listed of posts) {
    const post: Post | null = await source.getPost(listed.slug, neverAborted);
    if (!post) continue;
    const image = post.featuredImage;
    const placed = image ? await images.place(image.url) : undefined;
    if (placed?.failed) failed(placed.ref, placed.failed);
    const featuredImage = image &&
      placed && {
        url: placed.ref,
        ...filled(image, ['title', 'description', 'width', 'height']),
      };
    const frontMatter = {
      title: post.title,
      slug: post.slug,
      ...filled(post, POST_TEXT),
      ...(post.tags.length ? { tags: post.tags } : {}),
      ...(featuredImage ? { featuredImage } : {}),
    };
    await write('posts', post.slug, frontMatter, post.body);
  }
  for (const [at, listed] of resources.entries()) {
    const resource: Resource | null = await source.getResource(listed.slug, neverAborted);
    if (!resource) continue;
    const frontMatter = {
      title: resource.title,
      slug: resource.slug,
      ...filled(resource, RESOURCE_TEXT),
      order: at + 1,
    };
    await write('resources', resource.slug, frontMatter, resource.body);
  }
  const tally = await images.tally();
  progress.done();
  return { posts: posts.length, resources: resources.length, images: tally.total, failedImages: [...failedImages] };
}
