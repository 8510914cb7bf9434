import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_STYLES,
  BLOCK_TYPES,
  DECORATORS,
  LIST_TYPES,
} from '../../server/content/sanity/portable-text-to-hast.ts';
import { POST_QUERY, RESOURCE_QUERY } from '../../server/content/sanity/queries.ts';
import {
  SLUG_RULE,
  bodyField,
  checkSlug,
  post,
  resource,
  schemaTypes,
  slugify,
} from '../../content-models/sanity/schema.ts';
import { SLUG_PATTERN, isValidSlug } from '../../src/model/content.ts';

const require = createRequire(import.meta.url);
type Field = { id: string; props: Record<string, unknown> };

/** Runs the migration script with a recorder of what it asks contentful-migration to create. */
function contentfulModel(): Record<string, Field[]> {
  const types: Record<string, Field[]> = {};
  const chain = (target: Record<string, unknown>) =>
    new Proxy(target, {
      get: (obj, key: string) =>
        key in obj && typeof obj[key] === 'function'
          ? obj[key]
          : (value: unknown) => {
              obj[key] = value;
              return chain(obj);
            },
    });
  const migration = {
    createContentType(id: string) {
      types[id] = [];
      return chain({
        createField: (field: string) => {
          const props: Record<string, unknown> = {};
          types[id]!.push({ id: field, props });
          return chain(props);
        },
      });
    },
  };
  (require('../../content-models/contentful/create-content-types.cjs') as (m: unknown) => void)(migration);
  return types;
}

describe('the content models operators apply', () => {
  it('Contentful: blogPost and resource with every field the adapter reads', () => {
    const model = contentfulModel();
    expect(Object.keys(model)).toEqual(['blogPost', 'resource']);
    expect(model.blogPost!.map((f) => f.id)).toEqual([
      'title',
      'slug',
      'author',
      'publishedDate',
      'featuredImage',
      'excerpt',
      'content',
      'category',
      'tags',
      'seoTitle',
      'seoDescription',
    ]);
    expect(model.resource!.map((f) => f.id)).toEqual([
      'title',
      'slug',
      'subtitle',
      'author',
      'readTime',
      'type',
      'cardType',
      'gradient',
      'order',
      'content',
    ]);
    expect(model.blogPost!.find((f) => f.id === 'content')?.props.type).toBe('RichText');
  });

  // contentful-migration checks each validation against one schema per rule (the rule and an optional message);
  // an object naming two rules matches none, and the migration stops before it changes anything.
  it('Contentful: each validation names one rule, as contentful-migration accepts them', () => {
    const rules = ['linkContentType', 'in', 'linkMimetypeGroup', 'size', 'range', 'regexp', 'unique', 'dateRange'];
    for (const [type, fields] of Object.entries(contentfulModel()))
      for (const field of fields)
        for (const validation of (field.props.validations ?? []) as Record<string, unknown>[]) {
          const keys = Object.keys(validation).filter((key) => key !== 'message');
          expect(keys, `${type}.${field.id}: ${JSON.stringify(validation)}`).toHaveLength(1);
          expect(rules).toContain(keys[0]);
        }
  });

  it('Sanity: post and resource with every field the GROQ queries read', () => {
    const names = (doc: { fields: { name: string }[] }) => doc.fields.map((f) => f.name);
    for (const field of names(post)) expect(POST_QUERY).toMatch(new RegExp(`\\b${field}\\b`));
    for (const field of names(resource)) expect(RESOURCE_QUERY).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it('Sanity: every style, list and decorator an editor can pick is one the site maps', () => {
    const block = bodyField.of[0] as {
      styles: { value: string }[];
      lists: { value: string }[];
      marks: { decorators: { value: string }[] };
    };
    for (const { value } of block.styles) expect(BLOCK_STYLES, value).toHaveProperty(value);
    for (const { value } of block.lists) expect(LIST_TYPES, value).toHaveProperty(value);
    for (const { value } of block.marks.decorators) expect(DECORATORS, value).toHaveProperty(value);
    // Superscript, subscript and a rule, which Contentful's rich text has too: a post keeps them when it moves.
    expect(Object.keys(DECORATORS)).toEqual(expect.arrayContaining(['sup', 'sub']));
    expect(bodyField.of.slice(1).map((of) => of.type)).toEqual([...BLOCK_TYPES]);
    expect(schemaTypes.map((type) => type.name)).toContain('break');
  });

  // A slug the site cannot serve makes a post without an address: the models hold editors to the site's rule.
  it("Contentful and Sanity hold a slug to the site's own rule", () => {
    const model = contentfulModel();
    for (const type of ['blogPost', 'resource']) {
      const validations = model[type]!.find((f) => f.id === 'slug')!.props.validations as Record<string, unknown>[];
      expect(validations).toContainEqual(expect.objectContaining({ regexp: { pattern: SLUG_PATTERN.source } }));
      expect(validations).toContainEqual({ size: { min: null, max: 120 } });
    }
    expect(SLUG_RULE.source).toBe(SLUG_PATTERN.source);
    for (const doc of [post, resource]) {
      const field = doc.fields.find((f) => f.name === 'slug') as { options: { slugify: unknown } };
      expect(field.options.slugify).toBe(slugify);
    }
    for (const good of ['q4-pricing', 'speed-to-lead', 'a'.repeat(120), undefined, ''])
      expect(checkSlug(good === undefined ? undefined : { current: good }), good).toBe(true);
    for (const bad of ['Q4-Pricing', 'pricing:-what-works?', 'café', 'two  spaces', '-x', 'a'.repeat(121)])
      expect(checkSlug({ current: bad }), bad).toMatch(/^Lower-case letters and digits joined by hyphens/);
  });

  // Sanity's own slugify lowercases and hyphenates spaces only: "pricing:-what-works?" had no address.
  it.each([
    ['Pricing: What Works?', 'pricing-what-works'],
    ['Café Growth — 2026 Edition', 'cafe-growth-2026-edition'],
    ['  The CRM (Hygiene) Checklist!  ', 'the-crm-hygiene-checklist'],
    ['B2B & SaaS', 'b2b-saas'],
  ])('Sanity makes %j into the slug %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isValidSlug(slugify(title))).toBe(true);
  });

  it('Sanity makes a long title into a slug of at most 120 characters, still one the site serves', () => {
    const made = slugify('Why '.repeat(60));
    expect(made.length).toBeLessThanOrEqual(120);
    expect(isValidSlug(made)).toBe(true);
  });
});
