import type { Element, ElementContent, Root } from 'hast';

/** Every element of a hast tree, depth first. */
export function elements(tree: Root | ElementContent): Element[] {
  const own = tree.type === 'element' ? [tree] : [];
  const children = 'children' in tree ? (tree.children as ElementContent[]) : [];
  return [...own, ...children.flatMap(elements)];
}

export const textOf = (node: Root | ElementContent): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? (node.children as ElementContent[]).map(textOf).join('')
      : '';
