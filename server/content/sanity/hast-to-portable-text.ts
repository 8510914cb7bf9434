import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root } from 'hast';
import { entryOfLink, isElement, onlyImage, tableRows } from '../body-parts.ts';
import { toText } from 'hast-util-to-text';
import { BLOCK_STYLES, DECORATORS, LIST_TYPES } from './portable-text-to-hast.ts';

// The neutral body back into Portable Text, as content-models/sanity/schema.ts declares it: the inverse of
// portable-text-to-hast.ts, for `npm run content -- import`. Keys are derived from each block's content and
// place, so the same body gives the same array on every run and an import that changes nothing writes nothing.

type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
type LinkDef = { _type: 'link'; _key: string; href: string };
export type PortableBlock = Record<string, unknown> & { _type: string; _key: string };

/** An image of the body, given its src and alt: the asset's id in the dataset, or undefined to leave it out. */
export type ImageAssets = (src: string, alt: string) => string | undefined;

/** The document an embedded entry's link leads to (/blog/<slug>, /resources/<slug>), or undefined. */
export type EntryDocuments = (kind: 'post' | 'resource', slug: string) => string | undefined;

const DECORATOR_OF = Object.fromEntries(Object.entries(DECORATORS).map(([name, tag]) => [tag, name]));
DECORATOR_OF.del = 'strike-through';
const STYLE_OF = Object.fromEntries(Object.entries(BLOCK_STYLES).map(([name, tag]) => [tag, name]));
const LIST_OF = Object.fromEntries(Object.entries(LIST_TYPES).map(([name, tag]) => [tag, name]));

const keyOf = (...parts: unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 12);

/** A run of inline content as spans with their marks (decorators, and a link as a mark definition). */
function spansOf(nodes: ElementContent[], at: string) {
  const spans: Span[] = [];
  const markDefs: LinkDef[] = [];
  function walk(node: ElementContent, marks: string[], afterBreak = false) {
    if (node.type === 'text') {
      // Markdown keeps the newline after a hard break in the text that follows; the break already is one.
      const value = afterBreak ? node.value.replace(/^\n/, '') : node.value;
      const last = spans.at(-1);
      if (last && last.marks.join() === marks.join()) last.text += value;
      else spans.push({ _type: 'span', _key: '', text: value, marks });
      return;
    }
    if (node.type !== 'element') return;
    if (node.tagName === 'br') return walk({ type: 'text', value: '\n' }, marks);
    const decorator = DECORATOR_OF[node.tagName];
    if (decorator) return node.children.forEach((child) => walk(child, [...marks, decorator]));
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const def: LinkDef = { _type: 'link', _key: keyOf(at, 'link', markDefs.length), href: node.properties.href };
      markDefs.push(def);
      return node.children.forEach((child) => walk(child, [...marks, def._key]));
    }
    node.children.forEach((child) => walk(child, marks));
  }
  nodes.forEach((node, at) => walk(node, [], isElement(nodes[at - 1], 'br')));
  spans.forEach((span, i) => (span._key = keyOf(at, 'span', i)));
  return {
    children: spans.length ? spans : [{ _type: 'span' as const, _key: keyOf(at, 'span', 0), text: '', marks: [] }],
    markDefs,
  };
}

function textBlock(
  style: string,
  content: ElementContent[],
  at: string,
  extra: Record<string, unknown> = {},
): PortableBlock {
  return { _type: 'block', _key: keyOf(at, style, extra), style, ...extra, ...spansOf(content, at) };
}

function listBlocks(list: Element, level: number, at: string): PortableBlock[] {
  const listItem = LIST_OF[list.tagName] ?? 'bullet';
  return list.children
    .filter((child): child is Element => isElement(child, 'li'))
    .flatMap((item, i) => {
      const where = `${at}.${i}`;
      const nested = item.children.filter((child): child is Element => isElement(child) && child.tagName in LIST_OF);
      // A list item's paragraphs (Contentful wraps every item's text in one) are its text.
      // Line breaks between an item's text and its nested list are markdown's layout, not text.
      const inline = item.children
        .filter((child) => !nested.includes(child as Element) && !(child.type === 'text' && !child.value.trim()))
        .flatMap((child) => (isElement(child, 'p') ? child.children : [child]));
      return [
        textBlock('normal', inline, where, { listItem, level }),
        ...nested.flatMap((sub, j) => listBlocks(sub, level + 1, `${where}.${j}`)),
      ];
    });
}

function tableBlock(table: Element, at: string): PortableBlock {
  const rows = tableRows(table);
  return {
    _type: 'table',
    _key: keyOf(at, 'table'),
    rows: rows.map((row, i) => ({
      _type: 'tableRow',
      _key: keyOf(at, 'row', i),
      cells: row.children.filter((cell): cell is Element => isElement(cell)).map((cell) => toText(cell)),
    })),
  };
}

/** The body as Portable Text blocks; an image whose asset cannot be had is left out (the caller reports it). */
/** An embedded entry's paragraph as a reference to its document, when its link leads to one. */
function embeddedEntry(node: Element, at: string, entries: EntryDocuments): PortableBlock | undefined {
  const classes = node.properties.className;
  if (!Array.isArray(classes) || !classes.includes('embedded-entry')) return undefined;
  const link = node.children.find((child): child is Element => isElement(child, 'a'));
  const target = entryOfLink(link?.properties.href);
  const ref = target && entries(target.kind, target.slug);
  // Weak: the entry it names may be written later in the same import.
  return ref ? { _type: 'reference', _key: keyOf(at, 'reference'), _ref: ref, _weak: true } : undefined;
}

export function hastToPortableText(
  body: Root,
  images: ImageAssets,
  entries: EntryDocuments = () => undefined,
): PortableBlock[] {
  const blocks: PortableBlock[] = [];
  body.children.forEach((node, i) => {
    const at = String(i);
    if (node.type === 'text') {
      if (node.value.trim()) blocks.push(textBlock('normal', [node], at));
      return;
    }
    if (node.type !== 'element') return;
    const image = node.tagName === 'p' ? onlyImage(node) : undefined;
    if (image) {
      const alt = String(image.properties.alt ?? '');
      const ref = images(String(image.properties.src ?? ''), alt);
      if (ref)
        blocks.push({
          _type: 'image',
          _key: keyOf(at, 'image'),
          asset: { _type: 'reference', _ref: ref },
          ...(alt ? { alt } : {}),
        });
      return;
    }
    const entry = node.tagName === 'p' ? embeddedEntry(node, at, entries) : undefined;
    if (entry) {
      blocks.push(entry);
      return;
    }
    if (node.tagName in LIST_OF) blocks.push(...listBlocks(node, 1, at));
    else if (node.tagName === 'table') blocks.push(tableBlock(node, at));
    else if (node.tagName === 'hr') blocks.push({ _type: 'break', _key: keyOf(at, 'break'), style: 'lineBreak' });
    else if (node.tagName === 'blockquote')
      node.children.forEach((child, j) => {
        if (isElement(child)) blocks.push(textBlock('blockquote', child.children, `${at}.${j}`));
      });
    else if (node.tagName === 'pre')
      blocks.push(
        textBlock(
          'normal',
          [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: toText(node) }] }],
          at,
        ),
      );
    else blocks.push(textBlock(STYLE_OF[node.tagName] ?? 'normal', node.children, at));
  });
  return blocks;
}
