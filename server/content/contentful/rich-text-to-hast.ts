import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Element, ElementContent, Root } from 'hast';
import { absoluteAssetUrl, element, safeHref, text } from '../rich-body.ts';
import { flattenToText } from './flatten.ts';
import { describeImage, imageElement } from '../images.ts';
import { contentfulPipeline } from './images.ts';

// One loose shape for every node: documents arrive as untyped JSON and are checked as they are walked.
type RichNode = {
  nodeType: string;
  data: Record<string, unknown>;
  content: RichNode[];
  value?: string;
  marks?: { type: string }[];
};
type Linked = {
  sys?: { id?: string; type?: string; contentType?: { sys?: { id?: string } } };
  fields?: Record<string, unknown>;
};

const MARK_TAGS: Record<MARKS, string> = {
  [MARKS.BOLD]: 'strong',
  [MARKS.ITALIC]: 'em',
  [MARKS.UNDERLINE]: 'u',
  [MARKS.CODE]: 'code',
  [MARKS.SUPERSCRIPT]: 'sup',
  [MARKS.SUBSCRIPT]: 'sub',
  [MARKS.STRIKETHROUGH]: 's',
};

/** Where an embedded or linked entry lives on this site, with the title to show for it. */
export function entryLink(target: unknown): { href: string | undefined; title: string } {
  const entry = (target ?? {}) as Linked;
  const fields = entry.fields ?? {};
  const title = flattenToText(fields.title) || flattenToText(fields.name);
  const slug = typeof fields.slug === 'string' ? fields.slug : '';
  const contentType = entry.sys?.contentType?.sys?.id;
  const base = contentType === 'blogPost' ? '/blog/' : contentType === 'resource' ? '/resources/' : undefined;
  return { href: base && slug ? `${base}${slug}` : undefined, title };
}

function assetOf(target: unknown) {
  const fields = ((target ?? {}) as Linked).fields ?? {};
  const file = (fields.file ?? {}) as {
    url?: unknown;
    contentType?: unknown;
    details?: { image?: { width?: number; height?: number } };
  };
  return {
    url: absoluteAssetUrl(file.url),
    isImage: typeof file.contentType !== 'string' || file.contentType.startsWith('image/'),
    title: typeof fields.title === 'string' ? fields.title : '',
    description: typeof fields.description === 'string' ? fields.description : '',
    width: file.details?.image?.width,
    height: file.details?.image?.height,
  };
}

const children = (node: RichNode): ElementContent[] => (node.content ?? []).flatMap(toHast);
const linkOrText = (href: string | undefined, content: ElementContent[]): ElementContent[] =>
  href ? [element('a', { href }, content)] : content;

function tableRows(node: RichNode): ElementContent[] {
  const rows = node.content ?? [];
  const isHeaderRow = (row: RichNode) =>
    row.content.length > 0 && row.content.every((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL);
  let headerCount = 0;
  while (headerCount < rows.length && isHeaderRow(rows[headerCount] as RichNode)) headerCount += 1;
  const mapRows = (list: RichNode[]) => list.flatMap((row) => toHast(row));
  const sections: ElementContent[] = [];
  if (headerCount > 0) sections.push(element('thead', {}, mapRows(rows.slice(0, headerCount))));
  if (headerCount < rows.length) sections.push(element('tbody', {}, mapRows(rows.slice(headerCount))));
  return [element('table', {}, sections)];
}

// A table cell holds paragraphs; one paragraph is shown without its wrapper.
function cell(tag: 'td' | 'th', node: RichNode): ElementContent[] {
  const only = node.content?.length === 1 ? node.content[0] : undefined;
  const content = only?.nodeType === BLOCKS.PARAGRAPH ? children(only) : children(node);
  return [element(tag, {}, content)];
}

type Handler = (node: RichNode) => ElementContent[];

const BLOCK_HANDLERS: Record<BLOCKS, Handler> = {
  [BLOCKS.DOCUMENT]: (node) => children(node),
  [BLOCKS.PARAGRAPH]: (node) => [element('p', {}, children(node))],
  [BLOCKS.HEADING_1]: (node) => [element('h1', {}, children(node))],
  [BLOCKS.HEADING_2]: (node) => [element('h2', {}, children(node))],
  [BLOCKS.HEADING_3]: (node) => [element('h3', {}, children(node))],
  [BLOCKS.HEADING_4]: (node) => [element('h4', {}, children(node))],
  [BLOCKS.HEADING_5]: (node) => [element('h5', {}, children(node))],
  [BLOCKS.HEADING_6]: (node) => [element('h6', {}, children(node))],
  [BLOCKS.OL_LIST]: (node) => [element('ol', {}, children(node))],
  [BLOCKS.UL_LIST]: (node) => [element('ul', {}, children(node))],
  [BLOCKS.LIST_ITEM]: (node) => [element('li', {}, children(node))],
  [BLOCKS.HR]: () => [element('hr', {}, [])],
  [BLOCKS.QUOTE]: (node) => [element('blockquote', {}, children(node))],
  [BLOCKS.EMBEDDED_ENTRY]: (node) => {
    const { href, title } = entryLink(node.data.target);
    return title ? [element('p', { className: ['embedded-entry'] }, linkOrText(href, [text(title)]))] : [];
  },
  [BLOCKS.EMBEDDED_ASSET]: (node) => {
    const asset = assetOf(node.data.target);
    if (!asset.url) return [];
    const label = asset.title || asset.description || 'Image';
    if (!asset.isImage) return [element('p', {}, [element('a', { href: asset.url }, [text(label)])])];
    const image = describeImage(
      { url: asset.url, title: asset.title, description: asset.description, width: asset.width, height: asset.height },
      contentfulPipeline(asset.url),
    );
    return [element('p', {}, [imageElement(image, label)])];
  },
  // A resource from another space cannot be resolved by the delivery API: nothing to show.
  [BLOCKS.EMBEDDED_RESOURCE]: () => [],
  [BLOCKS.TABLE]: (node) => tableRows(node),
  [BLOCKS.TABLE_ROW]: (node) => [element('tr', {}, children(node))],
  [BLOCKS.TABLE_CELL]: (node) => cell('td', node),
  [BLOCKS.TABLE_HEADER_CELL]: (node) => cell('th', node),
};

const INLINE_HANDLERS: Record<INLINES, Handler> = {
  [INLINES.HYPERLINK]: (node) => linkOrText(safeHref(node.data.uri), children(node)),
  [INLINES.ENTRY_HYPERLINK]: (node) => linkOrText(entryLink(node.data.target).href, children(node)),
  [INLINES.ASSET_HYPERLINK]: (node) => linkOrText(assetOf(node.data.target).url || undefined, children(node)),
  [INLINES.RESOURCE_HYPERLINK]: (node) => children(node),
  [INLINES.EMBEDDED_ENTRY]: (node) => {
    const { href, title } = entryLink(node.data.target);
    return title ? linkOrText(href, [text(title)]) : [];
  },
  [INLINES.EMBEDDED_RESOURCE]: () => [],
};

export const handledNodeTypes = {
  blocks: Object.keys(BLOCK_HANDLERS),
  inlines: Object.keys(INLINE_HANDLERS),
  marks: Object.keys(MARK_TAGS),
};

// A line break inside a paragraph (Shift+Enter in the web app) is a newline in the text.
function lines(value: string): ElementContent[] {
  return value.split('\n').flatMap((line, i) => (i === 0 ? [text(line)] : [element('br', {}, []), text(line)]));
}

function markText(node: RichNode): ElementContent[] {
  let result = lines(typeof node.value === 'string' ? node.value : '');
  for (const mark of node.marks ?? []) {
    const tag = MARK_TAGS[mark.type as MARKS];
    if (tag) result = [element(tag, {}, result)];
  }
  return result;
}

function toHast(node: RichNode): ElementContent[] {
  if (!node || typeof node !== 'object') return [];
  if (node.nodeType === 'text') return markText(node);
  const handler = BLOCK_HANDLERS[node.nodeType as BLOCKS] ?? INLINE_HANDLERS[node.nodeType as INLINES];
  if (handler)
    return handler({ ...node, data: node.data ?? {}, content: Array.isArray(node.content) ? node.content : [] });
  // Unknown node types degrade to their text.
  const value = flattenToText(node);
  return value ? [text(value)] : [];
}

/** Maps a Contentful rich-text document into the neutral body tree (sanitised afterwards by the caller). */
export function richTextToHast(document: unknown): Root {
  const doc = document as Partial<RichNode> | undefined;
  if (!doc || doc.nodeType !== BLOCKS.DOCUMENT || !Array.isArray(doc.content)) return { type: 'root', children: [] };
  return { type: 'root', children: doc.content.flatMap(toHast) as Element[] };
}
