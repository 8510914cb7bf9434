import { isDeepStrictEqual } from 'node:util';
import type { ElementContent, Root, RootContent } from 'hast';
import type { ImageAsset, Post, Resource, RichBody } from '../../../src/model/content.ts';

// What two providers must agree on for the same content: the neutral model less what only says where it is kept
// (ids, revisions, image addresses and the sizes of a body's images, which markdown has no room for).

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

function image(asset: ImageAsset | null): Plain {
  if (!asset) return null;
  return {
    title: asset.title,
    description: asset.description,
    width: asset.width ?? null,
    height: asset.height ?? null,
  };
}

const BLOCK_PARENTS = new Set(['root', 'ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'blockquote', 'li']);

function node(content: RootContent | ElementContent, parentTag: string): Plain[] {
  if (content.type === 'text') {
    // Line breaks between blocks are how markdown lays them out, not content.
    if (BLOCK_PARENTS.has(parentTag) && !content.value.trim()) return [];
    return [content.value];
  }
  if (content.type !== 'element') return [];
  if (content.tagName === 'picture') return children(content, parentTag);
  if (content.tagName === 'source') return [];
  if (content.tagName === 'img') return [{ img: String(content.properties.alt ?? '') }];
  const properties: Record<string, Plain> = {};
  for (const [key, value] of Object.entries(content.properties)) {
    if (value !== undefined && value !== null && value !== '') properties[key] = value as Plain;
  }
  // Strikethrough is <s> from a CMS and <del> from markdown: the same mark.
  const tag = content.tagName === 'del' ? 's' : content.tagName;
  let inside = children(content, content.tagName);
  // A list item's paragraphs (Contentful wraps every item's text in one; Portable Text has none) are its text.
  if (tag === 'li')
    inside = joinText(
      inside.flatMap((item) => (item && typeof item === 'object' && 'p' in item ? (item.p as Plain[]) : [item])),
    );
  return [{ [tag]: inside, ...properties }];
}

/** Text split in several nodes (a CMS's marks, an unwrapped link) reads as one run, as markdown writes it. */
function joinText(nodes: Plain[]): Plain[] {
  const joined: Plain[] = [];
  for (const next of nodes) {
    const last = joined.at(-1);
    // The newline markdown keeps after a hard break is not shown: the break is the line's end.
    const afterBreak = last && typeof last === 'object' && !Array.isArray(last) && 'br' in last;
    const item = afterBreak && typeof next === 'string' ? next.replace(/^\n/, '') : next;
    if (typeof item === 'string' && typeof last === 'string') joined[joined.length - 1] = last + item;
    else joined.push(item);
  }
  return joined;
}

function children(parent: { children: (RootContent | ElementContent)[] }, tag: string): Plain[] {
  return joinText(parent.children.flatMap((child) => node(child, tag)));
}

export function bodyView(body: RichBody): Plain[] {
  // Text straight under the root (a CMS's unknown block, shown as its text) is a paragraph in markdown.
  return children(body as Root, 'root').map((item) => (typeof item === 'string' ? { p: [item] } : item));
}

export function postView(post: Post): Record<string, Plain> {
  const { sourceId: _id, revision: _revision, featuredImage, body, ...fields } = post;
  return { ...fields, featuredImage: image(featuredImage), body: bodyView(body) };
}

export function resourceView(resource: Resource): Record<string, Plain> {
  const { sourceId: _id, revision: _revision, body, ...fields } = resource;
  return { ...fields, body: bodyView(body) };
}

/** Where two plain values first differ, as a path with both sides; undefined when they are the same. */
export function firstDifference(a: Plain, b: Plain, at = ''): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const found = firstDifference(a[i] ?? null, b[i] ?? null, `${at}[${i}]`);
      if (found) return found;
    }
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key] ?? null, b[key] ?? null, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  const show = (value: Plain) => (JSON.stringify(value) ?? 'nothing').slice(0, 120);
  return `${at || 'value'}: ${show(a)} in the folder, ${show(b)} in the provider`;
}

export type { Plain };
