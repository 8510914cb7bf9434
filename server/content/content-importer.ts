import type { Post, Resource } from '../../src/model/content.ts';

// What `npm run content -- import` asks of a CMS (server/content/transfer/import-content.ts): each provider
// that can be written to gives one from its definition, so the tool names no CMS.

/** An image of the folder, read: its bytes and what the CMS keeps beside them. */
export type ImportImage = { bytes: Uint8Array; filename: string; title: string; description: string };

/** One entry of the folder: a post, or a resource with its place in the list. */
export type ImportEntry = { kind: 'post'; item: Post } | { kind: 'resource'; item: Resource; order: number };

export type ImportAction = 'create' | 'update' | 'unchanged';

/** What an entry needs, found by reading the CMS only; `apply` uploads its new images and writes it. */
export type ImportPlan = { action: ImportAction; apply(): Promise<void> };

export type ContentImporter = {
  name: string;
  /** Readies the CMS before any entry (Contentful's content types where missing); with `dryRun`, says what it would do. */
  prepare(options: {
    dryRun: boolean;
    say: (line: string) => void;
    /** Every entry of the folder: a link to one of them may become a link to its entry. */
    folder: { kind: 'post' | 'resource'; slug: string }[];
  }): Promise<void>;
  /**
   * `image` reads one of the entry's images (its src in the neutral body, and its alternative text there, which
   * a CMS that keeps it on the asset takes as the asset's title), or gives undefined when it cannot.
   */
  plan(entry: ImportEntry, image: (src: string, alt?: string) => Promise<ImportImage | undefined>): Promise<ImportPlan>;
  /** The CMS's entries that the folder does not hold, each with a way to delete it. */
  extra(
    kept: { kind: 'post' | 'resource'; slug: string }[],
  ): Promise<{ kind: 'post' | 'resource'; slug: string; remove(): Promise<void> }[]>;
};

/** A field the folder holds: not missing, not empty text, not an empty list. One that is not is unset in the CMS. */
export const isFilled = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
