import { useRouter } from '@tanstack/react-router';
import type { EditableField } from '../../model/preview.ts';

type EditableAttributes = Record<string, string>;

/**
 * In preview with a CMS inspector, the attributes that let an editor click a field on the page to open it
 * in the CMS (docs/preview.md); for everyone else nothing at all, so public pages carry no tagging.
 */
export function useEditable(): (sourceId: string | undefined, field: EditableField) => EditableAttributes {
  const inspector = useRouter().options.context.preview?.inspector;
  return (sourceId, field) => {
    if (!inspector || !sourceId) return {};
    return {
      [inspector.attributes.item]: sourceId,
      [inspector.attributes.field]: inspector.fields[field],
      [inspector.attributes.locale]: inspector.locale,
    };
  };
}
