import type { Element, ElementContent, Root } from 'hast';
import { describeImage, imageElement } from '../images.ts';
import type { ImagePipeline } from '../images.ts';
import { element, safeHref, text } from '../rich-body.ts';
import { assetImage } from './sanity-image.ts';

// Portable Text (Sanity's rich text: an array of blocks) into the neutral hast body, which sanitizeBody then
// cleans like every provider's (docs/architecture.md, "Content").

type Span = { _type?: string; text?: unknown; marks?: unknown };
type MarkDef = { _key?: string; _type?: string; href?: unknown };
type Block = {
  _type?: string;
  style?: string;
  listItem?: string;
  level?: number;
  children?: Span[];
  markDefs?: MarkDef[];
  alt?: unknown;
  asset?: unknown;
  rows?: { cells?: unknown[] }[];
  entry?: { _type?: unknown; title?: unknown; slug?: unknown } | null;
};

/** The block types besides text that the site draws; content-models/sanity/schema.ts offers each. */
export const BLOCK_TYPES = ['image', 'table', 'break', 'reference'] as const;

/** Where a post or a resource lives on this site, by its document type. */
export const ENTRY_PATHS: Record<string, string> = { post: '/blog/', resource: '/resources/' };

/** Block styles we render, and the element each becomes (h1 is shown as h2 by the page, as for every CMS). */
export const BLOCK_STYLES: Record<string, string> = {
  normal: 'p',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  blockquote: 'blockquote',
};

export const DECORATORS: Record<string, string> = {
  strong: 'strong',
  em: 'em',
  code: 'code',
  underline: 'u',
  'strike-through': 's',
  sup: 'sup',
  sub: 'sub',
};

export const LIST_TYPES: Record<string, string> = { bullet: 'ul', number: 'ol' };

export const ANNOTATIONS = ['link'] as const;

type Context = { pipeline: ImagePipeline; warn: (message: string, details?: unknown) => void };

function lines(value: string): ElementContent[] {
  return value.split('\n').flatMap((line, i) => (i === 0 ? [text(line)] : [element('br', {}, []), text(line)]));
}

function spanToHast(span: Span, defs: MarkDef[], ctx: Context): ElementContent[] {
  let content = lines(typeof span.text === 'string' ? span.text : '');
  const marks = Array.isArray(span.marks) ? span.marks.filter((m): m is string => typeof m === 'string') : [];
  // The first mark is the outermost, as Portable Text lists them.
  for (const mark of [...marks].reverse()) {
    const decorator = DECORATORS[mark];
    if (decorator) {
      content = [element(decorator, {}, content)];
      continue;
    }
    const def = defs.find((d) => d._key === mark);
    if (def?._type === 'link') {
      const href = safeHref(def.href);
      // An unsafe link keeps its text and loses the link.
      if (href) content = [element('a', { href }, content)];
    } else {
      ctx.warn('sanity: an unknown mark keeps its text', { mark });
    }
  }
  return content;
}

/**
 * Spans side by side under the same mark are one element: a link whose words are partly bold is one link, not
 * two that a screen reader announces apart.
 */
function joinAdjacent(content: ElementContent[]): ElementContent[] {
  const joined: ElementContent[] = [];
  for (const node of content) {
    const last = joined.at(-1);
    if (
      node.type === 'element' &&
      last?.type === 'element' &&
      last.tagName === node.tagName &&
      JSON.stringify(last.properties) === JSON.stringify(node.properties)
    ) {
      last.children = joinAdjacent([...last.children, ...node.children]);
    } else joined.push(node);
  }
  return joined;
}

const inline = (block: Block, ctx: Context) =>
  joinAdjacent((block.children ?? []).flatMap((span) => spanToHast(span, block.markDefs ?? [], ctx)));

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (value && typeof value === 'object') {
    const { text: own, children } = value as { text?: unknown; children?: unknown };
    return [textOf(own), textOf(children)].filter(Boolean).join(' ');
  }
  return '';
}

function imageBlock(block: Block, ctx: Context): ElementContent[] {
  const asset = assetImage(block.asset);
  if (!asset) return [];
  const alt = (typeof block.alt === 'string' && block.alt.trim()) || asset.title || asset.description || 'Image';
  return [element('p', {}, [imageElement(describeImage(asset, ctx.pipeline), alt)])];
}

/** The @sanity/table shape: rows of plain-text cells; the first row is the header, as editors lay it out. */
function tableBlock(block: Block): ElementContent[] {
  const rows = (block.rows ?? []).map((row) => (row.cells ?? []).map((cell) => textOf(cell)));
  if (rows.length === 0) return [];
  const row = (cells: string[], tag: string) =>
    element(
      'tr',
      {},
      cells.map((cell) => element(tag, {}, [text(cell)])),
    );
  const [head, ...body] = rows as [string[], ...string[][]];
  return [
    element('table', {}, [
      element('thead', {}, [row(head, 'th')]),
      element(
        'tbody',
        {},
        body.map((cells) => row(cells, 'td')),
      ),
    ]),
  ];
}

function blockToHast(block: Block, ctx: Context): ElementContent[] {
  switch (block._type) {
    case 'block': {
      const tag = BLOCK_STYLES[block.style ?? 'normal'];
      if (!tag) ctx.warn('sanity: an unknown block style is shown as a paragraph', { style: block.style });
      const content = inline(block, ctx);
      return [
        tag === 'blockquote'
          ? element('blockquote', {}, [element('p', {}, content)])
          : element(tag ?? 'p', {}, content),
      ];
    }
    case 'image':
      return imageBlock(block, ctx);
    case 'table':
      return tableBlock(block);
    case 'reference': {
      // An embedded entry, as Contentful's: its title, linked to its page; one that is gone shows nothing.
      const entry = block.entry ?? {};
      const base = typeof entry._type === 'string' ? ENTRY_PATHS[entry._type] : undefined;
      const title = typeof entry.title === 'string' ? entry.title.trim() : '';
      if (!title) return [];
      const link =
        base && typeof entry.slug === 'string'
          ? [element('a', { href: `${base}${entry.slug}` }, [text(title)])]
          : [text(title)];
      return [element('p', { className: ['embedded-entry'] }, link)];
    }
    case 'break':
      if (block.style === undefined || block.style === 'lineBreak') return [element('hr', {}, [])];
      ctx.warn('sanity: an unknown break style is left out', { style: block.style });
      return [];
    default: {
      ctx.warn('sanity: an unknown block type keeps its text', { type: block._type });
      const value = textOf(block);
      return value ? [element('p', {}, [text(value)])] : [];
    }
  }
}

/** Consecutive list blocks become nested ul/ol by their level, as Portable Text flattens lists. */
export function portableTextToHast(value: unknown, ctx: Context): Root {
  const out: ElementContent[] = [];
  const stack: { level: number; type: string; list: Element }[] = [];
  for (const block of (Array.isArray(value) ? value : []) as Block[]) {
    if (!block || typeof block !== 'object') continue;
    const listTag = block._type === 'block' && block.listItem ? (LIST_TYPES[block.listItem] ?? 'ul') : undefined;
    if (!listTag) {
      stack.length = 0;
      out.push(...blockToHast(block, ctx));
      continue;
    }
    const level = Math.max(1, Number(block.level) || 1);
    while (
      stack.length &&
      (stack.at(-1)!.level > level || (stack.at(-1)!.level === level && stack.at(-1)!.type !== listTag))
    )
      stack.pop();
    if (!stack.length || stack.at(-1)!.level < level) {
      const list = element(listTag, {}, []);
      const parent = stack.at(-1);
      const lastItem = parent?.list.children.at(-1) as Element | undefined;
      if (lastItem) lastItem.children.push(list);
      else out.push(list);
      stack.push({ level, type: listTag, list });
    }
    stack.at(-1)!.list.children.push(element('li', {}, inline(block, ctx)));
  }
  return { type: 'root', children: out };
}
