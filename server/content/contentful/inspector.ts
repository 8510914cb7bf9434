import type { EditorInspector } from '../../../src/model/preview.ts';

/**
 * Contentful Live Preview's inspector mode: it finds editable fields by these attributes and opens the
 * entry's field in the web app when an editor clicks one (docs/preview.md). Type and field names are the
 * content model's (content-models/contentful): the body is `content`.
 */
export const contentfulInspector: EditorInspector = {
  locale: 'en-US',
  attributes: {
    'data-contentful-entry-id': '{id}',
    'data-contentful-field-id': '{field}',
    'data-contentful-locale': 'en-US',
  },
  types: { post: 'blogPost', resource: 'resource' },
  fields: {
    title: 'title',
    excerpt: 'excerpt',
    body: 'content',
    author: 'author',
    subtitle: 'subtitle',
    featuredImage: 'featuredImage',
  },
};
