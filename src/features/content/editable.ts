import { useRouter } from '@tanstack/react-router';
import type { EditableField, EditableKind } from '../../model/preview.ts';

type EditableAttributes = Record<string, string>;

const PLACEHOLDER = /\{(id|type|field)\}/g;

/**
 * In preview with a CMS's click-to-edit, the attributes that let an editor click a field of a post or a
 * resource on the page to open it in the CMS (docs/preview.md); for everyone else nothing at all, so public
 * pages carry no tagging.
 */
export function useEditable(
  kind: EditableKind,
): (sourceId: string | undefined, field: EditableField) => EditableAttributes {
  const inspector = useRouter().options.context.preview?.inspector;
  return (sourceId, field) => {
    if (!inspector || !sourceId) return {};
    const values = { id: sourceId, type: inspector.types[kind], field: inspector.fields[field] };
    // One pass, so an id that happens to hold "{type}" stays as it is.
    const fill = (template: string) => template.replace(PLACEHOLDER, (_, name: keyof typeof values) => values[name]);
    return Object.fromEntries(Object.entries(inspector.attributes).map(([name, template]) => [name, fill(template)]));
  };
}
