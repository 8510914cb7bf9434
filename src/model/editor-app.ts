/** The configured CMS's own app, where editors write: the publication page links back to it by name. */
export type EditorApp = { name: string; url: string };
