// The two document types the site reads, for a Sanity Studio: import `schemaTypes` in sanity.config.ts
// (`schema: { types: schemaTypes }`). Plain objects in the shape of defineType, so this file needs nothing
// installed here; the Studio's own `sanity` package checks them. Tables use the @sanity/table plugin.

const slugField = {
  name: 'slug',
  type: 'slug',
  options: { source: 'title', maxLength: 120 },
  validation: (rule: { required(): unknown }) => rule.required(),
};

/** The Portable Text the site renders: every style, list, decorator and annotation here is mapped. */
export const bodyField = {
  name: 'body',
  type: 'array',
  of: [
    {
      type: 'block',
      styles: ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'].map((value) => ({ title: value, value })),
      lists: ['bullet', 'number'].map((value) => ({ title: value, value })),
      marks: {
        decorators: ['strong', 'em', 'code', 'underline', 'strike-through'].map((value) => ({ title: value, value })),
        annotations: [{ name: 'link', type: 'object', fields: [{ name: 'href', type: 'url' }] }],
      },
    },
    { type: 'image', fields: [{ name: 'alt', type: 'string', title: 'Alternative text' }] },
    { type: 'table' },
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
    {
      name: 'gradient',
      type: 'string',
      description: "A CSS gradient, e.g. 'linear-gradient(135deg, #15803d 0%, #0f1a14 100%)'",
    },
    bodyField,
  ],
};

export const schemaTypes = [post, resource];
