import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { toHast } from 'mdast-util-to-hast';
import type { Root as MdastRoot, Yaml } from 'mdast';
import type { Element, Root } from 'hast';
import { parse as parseYaml } from 'yaml';
import { visit } from 'unist-util-visit';
import { safeHref, sanitizeBody } from '../rich-body.ts';
import { servedImagePath } from './content-images.ts';
import { readMarkdownExtension } from './markdown-extension.ts';
import type { RichBody } from '../../../src/model/content.ts';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

export type ParsedMarkdown = { frontMatter: unknown; body: RichBody };

// Links with a scheme we do not render become their text, as in the Contentful adapter.
function unwrapUnsafeLinks(tree: Root) {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'a' || !parent || index === undefined) return;
    if (safeHref(node.properties.href)) return;
    parent.children.splice(index, 1, ...node.children);
    return index;
  });
}

// An image of the content folder (`![chart](images/chart.png)`) is served from under the site's own origin.
function serveFolderImages(tree: Root) {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'img' && typeof node.properties.src === 'string')
      node.properties.src = servedImagePath(node.properties.src);
  });
}

/** Front matter (YAML) and the body as the neutral tree; raw HTML other than the extension's is dropped. */
export function parseMarkdown(source: string): ParsedMarkdown {
  const mdast = processor.runSync(processor.parse(source)) as MdastRoot;
  const yamlNode = mdast.children.find((node): node is Yaml => node.type === 'yaml');
  const frontMatter: unknown = yamlNode ? parseYaml(yamlNode.value) : {};
  mdast.children = mdast.children.filter((node) => node.type !== 'yaml');
  readMarkdownExtension(mdast);
  // A task list's checkbox is not something the site renders (the sanitiser drops inputs): the item is its text.
  visit(mdast, 'listItem', (item) => {
    item.checked = null;
  });
  const hast = toHast(mdast, { allowDangerousHtml: false }) as Root;
  unwrapUnsafeLinks(hast);
  serveFolderImages(hast);
  return { frontMatter, body: sanitizeBody(hast) };
}
