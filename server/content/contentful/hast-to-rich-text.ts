import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Element, ElementContent, Root } from 'hast';
import { entryOfLink, isElement, onlyImage, tableRows } from '../body-parts.ts';
import { toText } from 'hast-util-to-text';

// The neutral body back into a Contentful rich-text document, for `npm run content -- import`: the inverse of
// rich-text-to-hast.ts. Links to entries and assets are given by the caller, who knows the space's ids.

export type RichTextNode = {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
};

/** A link to an entry or an asset, as the Management API writes one. */
const link = (linkType: 'Entry' | 'Asset', id: string) => ({ target: { sys: { type: 'Link', linkType, id } } });

export type RichTextLinks = {
  /** The asset an image of the body is, given its src and alt; undefined leaves the image out. */
  asset(src: string, alt: string): string | undefined;
  /** The entry a link of the body leads to (/blog/<slug>, /resources/<slug>); undefined when none. */
  entry(kind: 'post' | 'resource', slug: string): string | undefined;
};

const MARK_OF: Record<string, MARKS> = {
  strong: MARKS.BOLD,
  em: MARKS.ITALIC,
  u: MARKS.UNDERLINE,
  code: MARKS.CODE,
  sup: MARKS.SUPERSCRIPT,
  sub: MARKS.SUBSCRIPT,
  s: MARKS.STRIKETHROUGH,
  del: MARKS.STRIKETHROUGH,
};
const HEADINGS: Record<string, BLOCKS> = {
  h1: BLOCKS.HEADING_1,
  h2: BLOCKS.HEADING_2,
  h3: BLOCKS.HEADING_3,
  h4: BLOCKS.HEADING_4,
  h5: BLOCKS.HEADING_5,
  h6: BLOCKS.HEADING_6,
};

const block = (nodeType: string, content: RichTextNode[], data: Record<string, unknown> = {}): RichTextNode => ({
  nodeType,
  data,
  content,
});
// Marks are gathered outermost first; the renderer wraps the first one innermost, so they are written reversed.
const textNode = (value: string, marks: string[]): RichTextNode => ({
  nodeType: 'text',
  value,
  marks: [...marks].reverse().map((type) => ({ type })),
  data: {},
});

function inline(nodes: ElementContent[], links: RichTextLinks, marks: string[] = []): RichTextNode[] {
  const out: RichTextNode[] = [];
  const push = (node: RichTextNode) => {
    const last = out.at(-1);
    if (
      node.nodeType === 'text' &&
      last?.nodeType === 'text' &&
      JSON.stringify(last.marks) === JSON.stringify(node.marks)
    )
      last.value = `${last.value ?? ''}${node.value ?? ''}`;
    else out.push(node);
  };
  for (const [at, node] of nodes.entries()) {
    // Markdown keeps the newline after a hard break in the text that follows; the break already is one.
    const afterBreak = isElement(nodes[at - 1], 'br');
    if (node.type === 'text') push(textNode(afterBreak ? node.value.replace(/^\n/, '') : node.value, marks));
    else if (node.type !== 'element') continue;
    else if (node.tagName === 'br') push(textNode('\n', marks));
    else if (MARK_OF[node.tagName])
      inline(node.children, links, [...marks, MARK_OF[node.tagName] as string]).forEach(push);
    else if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const target = entryOfLink(node.properties.href);
      const entry = target && links.entry(target.kind, target.slug);
      const content = inline(node.children, links, marks);
      out.push(
        entry
          ? block(INLINES.ENTRY_HYPERLINK, content, link('Entry', entry))
          : block(INLINES.HYPERLINK, content, { uri: node.properties.href }),
      );
    } else inline(node.children, links, marks).forEach(push);
  }
  // Rich text wants text around inline nodes, as the web app writes it.
  return out.length ? out : [textNode('', [])];
}

const paragraph = (nodes: ElementContent[], links: RichTextLinks) => block(BLOCKS.PARAGRAPH, inline(nodes, links));

function listItem(item: Element, links: RichTextLinks): RichTextNode {
  const blocks: RichTextNode[] = [];
  let run: ElementContent[] = [];
  // Line breaks between an item's text and its nested list are markdown's layout, not text.
  const flush = () => {
    const content = run.filter((node) => !(node.type === 'text' && !node.value.trim()));
    if (content.length) blocks.push(paragraph(content, links));
    run = [];
  };
  for (const child of item.children) {
    if (isElement(child, 'p')) {
      flush();
      blocks.push(paragraph(child.children, links));
    } else if (isElement(child, 'ul') || isElement(child, 'ol')) {
      flush();
      blocks.push(list(child, links));
    } else run.push(child);
  }
  flush();
  return block(BLOCKS.LIST_ITEM, blocks.length ? blocks : [paragraph([], links)]);
}

function list(node: Element, links: RichTextLinks): RichTextNode {
  const items = node.children.filter((child): child is Element => isElement(child, 'li'));
  return block(
    node.tagName === 'ol' ? BLOCKS.OL_LIST : BLOCKS.UL_LIST,
    items.map((item) => listItem(item, links)),
  );
}

function table(node: Element, links: RichTextLinks): RichTextNode {
  const rows = tableRows(node);
  return block(
    BLOCKS.TABLE,
    rows.map((row) =>
      block(
        BLOCKS.TABLE_ROW,
        row.children
          .filter((cell): cell is Element => isElement(cell, 'th') || isElement(cell, 'td'))
          .map((cell) =>
            block(cell.tagName === 'th' ? BLOCKS.TABLE_HEADER_CELL : BLOCKS.TABLE_CELL, [
              paragraph(cell.children, links),
            ]),
          ),
      ),
    ),
  );
}

function blockOf(node: ElementContent, links: RichTextLinks): RichTextNode[] {
  if (node.type === 'text') return node.value.trim() ? [paragraph([node], links)] : [];
  if (node.type !== 'element') return [];
  const heading = HEADINGS[node.tagName];
  if (heading) return [block(heading, inline(node.children, links))];
  switch (node.tagName) {
    case 'p': {
      const image = onlyImage(node);
      if (image) {
        const id = links.asset(String(image.properties.src ?? ''), String(image.properties.alt ?? ''));
        return id ? [block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', id))] : [];
      }
      const classes = node.properties.className;
      const anchor = node.children.find((child): child is Element => isElement(child, 'a'));
      const target = entryOfLink(anchor?.properties.href);
      if (Array.isArray(classes) && classes.includes('embedded-entry') && target) {
        const id = links.entry(target.kind, target.slug);
        if (id) return [block(BLOCKS.EMBEDDED_ENTRY, [], link('Entry', id))];
      }
      return [paragraph(node.children, links)];
    }
    case 'ul':
    case 'ol':
      return [list(node, links)];
    case 'blockquote': {
      const inner = node.children.filter((child): child is Element => isElement(child));
      const paragraphs = inner.length
        ? inner.map((child) => paragraph(child.children, links))
        : [paragraph(node.children, links)];
      return [block(BLOCKS.QUOTE, paragraphs)];
    }
    case 'hr':
      return [block(BLOCKS.HR, [])];
    case 'table':
      return [table(node, links)];
    // Rich text has no code block: its lines as code-marked text.
    case 'pre':
      return [block(BLOCKS.PARAGRAPH, [textNode(toText(node), [MARKS.CODE])])];
    default:
      return [paragraph(node.children, links)];
  }
}

/** The body as a rich-text document. */
export function hastToRichText(body: Root, links: RichTextLinks): RichTextNode {
  return block(
    BLOCKS.DOCUMENT,
    body.children.flatMap((node) => blockOf(node as ElementContent, links)),
  );
}
