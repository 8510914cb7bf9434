import { createRequire } from 'node:module';
import path from 'node:path';

// The content types of content-models/contentful/create-content-types.cjs, as the Management API takes them: the
// migration script is run against a recorder of what it asks contentful-migration to create, so the one script
// stays the model whether an operator applies it with contentful-migration or `npm run content -- import` does.

export type ContentTypeField = {
  id: string;
  name: string;
  type: string;
  required?: boolean;
  validations?: unknown[];
  linkType?: string;
  items?: unknown;
};
export type ContentTypeDefinition = {
  id: string;
  name?: string;
  displayField?: string;
  description?: string;
  fields: ContentTypeField[];
};

const SCRIPT = path.resolve(import.meta.dirname, '../../../content-models/contentful/create-content-types.cjs');

/** A builder whose every method sets the property of its name and returns the builder again. */
function recorder<T extends object>(target: T, own: Record<string, unknown> = {}): T {
  return new Proxy(target, {
    get: (object, key: string) =>
      key in own
        ? own[key]
        : (value: unknown) => {
            (object as Record<string, unknown>)[key] = value;
            return recorder(object, own);
          },
  });
}

export function contentfulContentTypes(): ContentTypeDefinition[] {
  const types: ContentTypeDefinition[] = [];
  const migration = {
    createContentType(id: string) {
      const type: ContentTypeDefinition = { id, fields: [] };
      types.push(type);
      return recorder(type, {
        createField: (fieldId: string) => {
          const field = { id: fieldId } as ContentTypeField;
          type.fields.push(field);
          return recorder(field);
        },
      });
    },
  };
  (createRequire(import.meta.url)(SCRIPT) as (m: typeof migration) => void)(migration);
  return types;
}
