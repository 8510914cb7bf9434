import type { Html, Nodes, Paragraph, Parent, PhrasingContent, RootContent } from 'mdast';

// What markdown has no syntax for is written as the few HTML tags GitHub shows as they are (docs/content.md,
// "The markdown of a content folder"): <u>, <sup> and <sub> around a run of text, and an embedded entry as a
// paragraph inside <div class="embedded-entry">. The local provider reads these back; any other raw HTML
// in a file is dropped.

/** The marks markdown has no syntax for, written as their HTML tag around the marked text. */
export const TAG_MARKS = ['u', 'sup', 'sub'] as const;

export const EMBEDDED_ENTRY_OPEN = '<div class="embedded-entry">';
export const EMBEDDED_ENTRY_CLOSE = '</div>';

const MARK_OPEN = new RegExp(`^<(${TAG_MARKS.join('|')})>$`);

const isHtml = (node: Nodes | undefined, value?: string): node is Html =>
  node?.type === 'html' && (value === undefined || node.value.trim() === value);

/** A run between `<sup>` and its `</sup>` (the same tag nested inside counts), or -1. */
function closingAt(children: Nodes[], from: number, tag: string): number {
  let depth = 0;
  for (let at = from + 1; at < children.length; at += 1) {
    const node = children[at];
    if (isHtml(node, `<${tag}>`)) depth += 1;
    else if (isHtml(node, `</${tag}>`) && depth-- === 0) return at;
  }
  return -1;
}

// A node that mdast-util-to-hast turns into the element its data names (hName), with its children.
type Marked = Parent & { type: 'taggedMark'; data: { hName: string } };

function readChildren(parent: Parent) {
  const children = parent.children as Nodes[];
  const read: Nodes[] = [];
  for (let at = 0; at < children.length; at += 1) {
    const node = children[at] as Nodes;
    const mark = node.type === 'html' ? MARK_OPEN.exec(node.value.trim()) : null;
    const close = mark ? closingAt(children, at, mark[1] as string) : -1;
    if (mark && close > at) {
      const marked: Marked = { type: 'taggedMark', data: { hName: mark[1] as string }, children: [] };
      marked.children = children.slice(at + 1, close) as PhrasingContent[];
      read.push(marked as unknown as Nodes);
      at = close;
      continue;
    }
    const entry = children[at + 1];
    if (
      isHtml(node, EMBEDDED_ENTRY_OPEN) &&
      entry?.type === 'paragraph' &&
      isHtml(children[at + 2], EMBEDDED_ENTRY_CLOSE)
    ) {
      const paragraph: Paragraph = {
        ...entry,
        data: { ...entry.data, hProperties: { className: ['embedded-entry'] } },
      };
      read.push(paragraph);
      at += 2;
      continue;
    }
    read.push(node);
  }
  parent.children = read as RootContent[];
  for (const node of read) if ('children' in node) readChildren(node);
}

/** Turns the extension's tags into the elements they stand for, in place; other raw HTML is left to be dropped. */
export function readMarkdownExtension(tree: Parent) {
  readChildren(tree);
}
