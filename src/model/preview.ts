// Preview mode as the pages see it (docs/preview.md). The server decides who is in preview (a signed cookie)
// and puts this state into the router context; nothing here is a secret.

/** The fields of a post or resource an editor can open from the page. */
export type EditableField = 'title' | 'excerpt' | 'body' | 'author' | 'subtitle' | 'featuredImage';

/** The kinds of item an editor can open from the page. */
export type EditableKind = 'post' | 'resource';

/**
 * How a CMS's click-to-edit finds an item and a field on the page: the attributes it reads, each a template
 * over the item's id (`{id}`), the CMS's name for the item's type (`{type}`) and for the field (`{field}`),
 * and those names. The server fills it in from the active provider, so the page knows no CMS's format.
 */
export type EditorInspector = {
  attributes: Record<string, string>;
  types: Record<EditableKind, string>;
  fields: Record<EditableField, string>;
  /** The locale the CMS's own script is started with (Contentful's). */
  locale?: string;
};

export type PreviewState = {
  /**
   * The script that connects the page to the CMS's own editor, which shows it in a frame (features/preview/
   * editors.ts): Contentful's inspector, Sanity's Presentation tool. Absent, the page is still a preview.
   */
  editor?: string;
  /** Absent when the CMS has no inspector: the page is still a preview, without click-to-edit. */
  inspector?: EditorInspector;
  /**
   * The page was asked for by a frame (the CMS's pane), which may not show a visitor's page: the way out of
   * preview opens in a tab of its own (docs/preview.md).
   */
  framed?: boolean;
  /** The preview bar's words: what this preview shows (PREVIEW_BAR_TEXTS), picked by the server per page. */
  notice: string;
};

/**
 * What a preview shows: the drafts over the published content (the default), the published content alone, or a
 * release's versions over them, as the editor picked in the CMS's editor (Sanity's perspectives).
 */
export type PreviewShows = 'drafts' | 'published' | 'release';

// The server puts the right one in the page's preview state, so a visitor's script carries none of them.
export const PREVIEW_BAR_TEXTS: Record<PreviewShows, string> = {
  drafts: 'Preview: unpublished changes are visible',
  published: 'Preview: published content only, as visitors see it',
  release: "Preview: a release's changes are visible",
};
