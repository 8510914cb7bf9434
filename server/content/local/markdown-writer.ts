import { toMdast, defaultHandlers } from 'hast-util-to-mdast';
import type { Handle } from 'hast-util-to-mdast';
import type { Element } from 'hast';
import type { Emphasis, Html, PhrasingContent, Root as MdastRoot } from 'mdast';
import { defaultHandlers as defaultMarkdownHandlers } from 'mdast-util-to-markdown';
import type { Handle as ToMarkdownHandle } from 'mdast-util-to-markdown';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { stringify as stringifyYaml } from 'yaml';
import type { RichBody } from '../../../src/model/content.ts';
import { EMBEDDED_ENTRY_CLOSE, EMBEDDED_ENTRY_OPEN, TAG_MARKS } from './markdown-extension.ts';

const html = (value: string): Html => ({ type: 'html', value });

// The marks markdown has no syntax for keep their tag around the marked text (./markdown-extension.ts). They
// travel as emphasis marked with their tag, because only phrasing nodes stay inline in a tight list item.
type TaggedEmphasis = Emphasis & { data: { taggedMark?: string } };

const taggedMark =
  (tag: string): Handle =>
  (state, node: Element): TaggedEmphasis => ({
    type: 'emphasis',
    data: { taggedMark: tag },
    children: state.all(node) as PhrasingContent[],
  });

const emphasis: ToMarkdownHandle = (node: TaggedEmphasis, parent, state, info) => {
  const tag = node.data?.taggedMark;
  if (!tag) return defaultMarkdownHandlers.emphasis(node, parent, state, info);
  return `<${tag}>${state.containerPhrasing(node, { ...info, before: '>', after: '<' })}</${tag}>`;
};

const paragraph: Handle = (state, node: Element) => {
  const made = defaultHandlers.p(state, node);
  const classes = node.properties.className;
  if (!made || !Array.isArray(classes) || !classes.includes('embedded-entry')) return made;
  return [html(EMBEDDED_ENTRY_OPEN), made, html(EMBEDDED_ENTRY_CLOSE)] as never;
};

const handlers: Record<string, Handle> = {
  p: paragraph,
  ...Object.fromEntries(TAG_MARKS.map((tag) => [tag, taggedMark(tag)])),
};

const processor = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  handlers: { emphasis },
});

/** A body in the local provider's markdown: GitHub-flavoured, with the extension for what it has no syntax for. */
export function bodyToMarkdown(body: RichBody): string {
  const mdast = toMdast(body, { handlers }) as MdastRoot;
  return processor.stringify(mdast);
}

/** A whole content file: YAML front matter, then the body. */
export function contentFile(frontMatter: Record<string, unknown>, body: RichBody): string {
  return `---\n${stringifyYaml(frontMatter, { lineWidth: 0 })}---\n\n${bodyToMarkdown(body)}`;
}
