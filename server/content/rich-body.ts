import { defaultSchema, sanitize } from 'hast-util-sanitize';
import type { Schema } from 'hast-util-sanitize';
import type { Element, ElementContent, Root, Text } from 'hast';
import type { RichBody } from '../../src/model/content.ts';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * An href we are willing to render: http(s), mailto and tel links, or a relative path on this site.
 * Anything else (javascript:, data:, vbscript:, obfuscated variants) gives undefined.
 */
export function safeHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://relative.invalid');
  } catch {
    return undefined;
  }
  // The URL parser drops tabs and newlines ("java\tscript:"), so the scheme it saw is the one to check;
  // a relative path resolves against the https placeholder and passes.
  if (!SAFE_PROTOCOLS.has(parsed.protocol)) return undefined;
  return value;
}

/** Contentful serves asset URLs without a scheme ("//images.ctfassets.net/..."). */
export function absoluteAssetUrl(url: unknown): string {
  if (typeof url !== 'string' || !url) return '';
  return url.startsWith('//') ? `https:${url}` : url;
}

const schema: Schema = {
  ...defaultSchema,
  tagNames: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'hr',
    'br',
    'blockquote',
    'pre',
    'strong',
    'em',
    'u',
    'code',
    'sup',
    'sub',
    's',
    'del',
    'a',
    'img',
    'picture',
    'source',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'srcSet', 'alt', 'title', 'width', 'height'],
    source: ['srcSet', ['type', /^image\/[a-z+-]+$/]],
    p: [['className', 'embedded-entry']],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    code: [['className', /^language-[\w-]+$/]],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  strip: ['script', 'style'],
  clobber: [],
};

/** The last step for every provider's body: only the elements, attributes and links we render. */
export function sanitizeBody(tree: Root): RichBody {
  const clean = sanitize(tree, schema);
  return clean.type === 'root'
    ? clean
    : { type: 'root', children: clean.type === 'doctype' ? [] : [clean as ElementContent] };
}

export const text = (value: string): Text => ({ type: 'text', value });

export function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
