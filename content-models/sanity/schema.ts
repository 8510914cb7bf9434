// The two document types the site reads, for a Sanity Studio: import `schemaTypes` in sanity.config.ts
// (`schema: { types: schemaTypes }`). Plain objects in the shape of defineType, so this file needs nothing
// installed here; the Studio's own `sanity` package checks them. Tables use the @sanity/table plugin.

// The site's own rule for a slug (src/model/content.ts): lower-case words joined by hyphens, at most 120
// characters. A post or resource whose slug breaks it has no address, so the site leaves it out.
export const SLUG_RULE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 120;
export const SLUG_HINT = 'Lower-case letters and digits joined by hyphens, at most 120 characters (e.g. q4-pricing).';

/** A title as a slug the site can serve: "Pricing: What Works? (Café)" → "pricing-what-works-cafe". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

type SlugRule = {
  required(): SlugRule;
  custom(check: (value: { current?: string } | undefined) => true | string): SlugRule;
};

/** Sanity's own slugify keeps punctuation and accents ("pricing:-what-works?"), which no address can hold. */
export const checkSlug = (value: { current?: string } | undefined): true | string => {
  const slug = value?.current ?? '';
  return slug === '' || (slug.length <= SLUG_MAX && SLUG_RULE.test(slug)) || SLUG_HINT;
};

const slugField = {
  name: 'slug',
  type: 'slug',
  description: SLUG_HINT,
  options: { source: 'title', maxLength: SLUG_MAX, slugify },
  validation: (rule: SlugRule) => rule.required().custom(checkSlug),
};

/**
 * A horizontal rule, in Sanity's usual shape: a block of its own, `{_type: 'break', style: 'lineBreak'}`. The
 * Studio shows it as a divider; the site draws an <hr>.
 */
export const breakType = {
  name: 'break',
  title: 'Break',
  type: 'object',
  fields: [{ name: 'style', type: 'string', options: { list: [{ title: 'Line break', value: 'lineBreak' }] } }],
};

/** The Portable Text the site renders: every style, list, decorator, annotation and block here is mapped. */
export const bodyField = {
  name: 'body',
  type: 'array',
  of: [
    {
      type: 'block',
      styles: ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'].map((value) => ({ title: value, value })),
      lists: ['bullet', 'number'].map((value) => ({ title: value, value })),
      marks: {
        // sup and sub are custom decorators, as Sanity's own examples name them.
        decorators: ['strong', 'em', 'code', 'underline', 'strike-through', 'sup', 'sub'].map((value) => ({
          title: value,
          value,
        })),
        annotations: [{ name: 'link', type: 'object', fields: [{ name: 'href', type: 'url' }] }],
      },
    },
    { type: 'image', fields: [{ name: 'alt', type: 'string', title: 'Alternative text' }] },
    { type: 'table' },
    { type: 'break' },
    // An embedded entry: a post or resource shown as a link of its own, as Contentful's embedded entry block.
    { type: 'reference', title: 'Embedded entry', to: [{ type: 'post' }, { type: 'resource' }] },
  ],
};

export const post = {
  name: 'post',
  title: 'Blog post',
  type: 'document',
  fields: [
    { name: 'title', type: 'string', validation: (rule: { required(): unknown }) => rule.required() },
    slugField,
    { name: 'author', type: 'string' },
    { name: 'publishedDate', type: 'date' },
    { name: 'mainImage', type: 'image', fields: [{ name: 'alt', type: 'string', title: 'Alternative text' }] },
    { name: 'excerpt', type: 'text' },
    bodyField,
    { name: 'category', type: 'string' },
    { name: 'tags', type: 'array', of: [{ type: 'string' }] },
    { name: 'seoTitle', type: 'string' },
    { name: 'seoDescription', type: 'text' },
  ],
};

export const resource = {
  name: 'resource',
  title: 'Resource',
  type: 'document',
  fields: [
    { name: 'title', type: 'string', validation: (rule: { required(): unknown }) => rule.required() },
    slugField,
    { name: 'subtitle', type: 'string' },
    { name: 'author', type: 'string' },
    { name: 'readTime', type: 'string', description: 'For example "12 min"' },
    { name: 'type', type: 'string', description: 'Playbook, Guide, ...' },
    { name: 'cardType', type: 'string', description: "The card's label, when not the type" },
    {
      name: 'gradient',
      type: 'string',
      description: "A CSS gradient, e.g. 'linear-gradient(135deg, #15803d 0%, #0f1a14 100%)'",
    },
    {
      name: 'order',
      type: 'number',
      description: 'Place in the list (1 is featured); those without one come after, the newest first',
    },
    bodyField,
  ],
};

export const schemaTypes = [post, resource, breakType];
