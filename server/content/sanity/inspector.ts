import type { EditorInspector } from '../../../src/model/preview.ts';

/**
 * Sanity's overlays (@sanity/visual-editing, inside the Presentation tool) find editable fields by one
 * `data-sanity` attribute, `id=…;type=…;path=…;base=…` as `createDataAttribute` writes it, and open the
 * document's field in the Studio when an editor clicks one (docs/preview.md). The id is the published one, as
 * the provider gives it; type and field names are the schema's (content-models/sanity): the image is
 * `mainImage`. `base` is the Studio's path, which Presentation does not need: it opens the field where it is.
 */
export const sanityInspector: EditorInspector = {
  attributes: { 'data-sanity': 'id={id};type={type};path={field};base=%2F' },
  types: { post: 'post', resource: 'resource' },
  fields: {
    title: 'title',
    excerpt: 'excerpt',
    body: 'body',
    author: 'author',
    subtitle: 'subtitle',
    featuredImage: 'mainImage',
  },
};
