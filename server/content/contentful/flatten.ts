type Node = { nodeType?: string; value?: unknown; content?: unknown };

function textOfNode(node: Node): string {
  if (node.nodeType === 'text') return typeof node.value === 'string' ? node.value : '';
  return Array.isArray(node.content) ? (node.content as Node[]).map(textOfNode).join('') : '';
}

/**
 * Title, author and excerpt may be plain strings or rich-text documents; a document becomes its
 * paragraphs' text joined by spaces, trimmed. Anything else becomes empty text.
 */
export function flattenToText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!value || typeof value !== 'object') return '';
  const node = value as Node;
  if (node.nodeType === 'document' && Array.isArray(node.content)) {
    return (node.content as Node[])
      .map(textOfNode)
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ')
      .trim();
  }
  return textOfNode(node).trim();
}
