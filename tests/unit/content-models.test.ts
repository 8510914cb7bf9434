import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BLOCK_STYLES, DECORATORS, LIST_TYPES } from '../../server/content/sanity/portable-text-to-hast.ts';
import { POST_QUERY, RESOURCE_QUERY } from '../../server/content/sanity/queries.ts';
import { bodyField, post, resource } from '../../content-models/sanity/schema.ts';

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
      'content',
    ]);
    expect(model.blogPost!.find((f) => f.id === 'content')?.props.type).toBe('RichText');
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
  });
});
