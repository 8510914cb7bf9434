import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

// Reading the neutral body's shape back, for the mappings that write it into a CMS
// (contentful/hast-to-rich-text.ts, sanity/hast-to-portable-text.ts).

export const isElement = (node: ElementContent | undefined, tag?: string): node is Element =>
  node?.type === 'element' && (tag === undefined || node.tagName === tag);

/** The image of a paragraph that holds only an image (a <picture> or an <img>), as a CMS's image block is drawn. */
export function onlyImage(paragraph: Element): Element | undefined {
  const content = paragraph.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const [only] = content;
  if (content.length !== 1 || !isElement(only)) return undefined;
  if (only.tagName === 'img') return only;
  if (only.tagName === 'picture') return only.children.find((child): child is Element => isElement(child, 'img'));
  return undefined;
}

/** A table's rows, header rows first, wherever they sit (thead, tbody or the table itself). */
export function tableRows(table: Element): Element[] {
  const rows: Element[] = [];
  const collect = (node: Element) =>
    node.children.forEach((child) => {
      if (isElement(child, 'tr')) rows.push(child);
      else if (isElement(child)) collect(child);
    });
  collect(table);
  return rows;
}

/** An embedded entry's kind and slug, from a link to its page (/blog/<slug>, /resources/<slug>). */
export function entryOfLink(href: unknown): { kind: 'post' | 'resource'; slug: string } | undefined {
  const match = /^\/(blog|resources)\/([a-z0-9-]+)$/.exec(String(href ?? ''));
  return match ? { kind: match[1] === 'blog' ? 'post' : 'resource', slug: match[2] as string } : undefined;
}

/** The images of a body, each with its alternative text, in the order they are shown. */
export function bodyImages(body: Root): { src: string; alt: string }[] {
  const found: { src: string; alt: string }[] = [];
  visit(body, 'element', (node: Element) => {
    if (node.tagName === 'img' && typeof node.properties.src === 'string')
      found.push({ src: node.properties.src, alt: String(node.properties.alt ?? '') });
  });
  return found;
}
