import { createHash } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_IMAGES_PREFIX } from '../local/content-images.ts';
import { errorLine } from './error-line.ts';

/** How long one image may take to download before the export reports it. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** Where the files refer to an image: a file of DIR/images/, or, when it failed, its original address. */
export type ImageOutcome = { ref: string; failed?: string };

/**
 * The source's original of an image URL: the provider's image service adds the format and width as a query
 * (Contentful's Images API, Sanity's image pipeline), and the file without it is the one uploaded.
 */
export const originalOf = (url: string) => url.replace(/[?#].*$/, '');

/** A file name the local provider accepts (letters, digits, `_`, `.`, `-`), kept readable. */
function fileNameOf(url: string): string {
  const base = decodeURIComponent(path.posix.basename(new URL(url, 'https://local.invalid').pathname));
  const clean = base.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '');
  return clean || 'image';
}

/**
 * Fetches (or copies, for a content folder's own images) each image once into DIR/images/. Two images with the
 * same file name get the start of their address's hash in front, so neither overwrites the other.
 */
export function createImageFiles(options: {
  dir: string;
  /** The source's own folder of images, for a copy of a content folder. */
  sourceFolder: string | undefined;
  keepRemote: boolean;
  fetch: typeof fetch;
  /** Called for each image written into DIR/images/ (the progress line counts them). */
  onFile?: () => void;
}) {
  const outcomes = new Map<string, Promise<ImageOutcome>>();
  const names = new Set<string>();
  const imagesDir = path.join(options.dir, 'images');

  function claim(url: string): string {
    let name = fileNameOf(url);
    if (names.has(name)) name = `${createHash('sha1').update(url).digest('hex').slice(0, 8)}-${name}`;
    names.add(name);
    return name;
  }

  async function download(url: string): Promise<ImageOutcome> {
    const name = claim(url);
    await mkdir(imagesDir, { recursive: true });
    try {
      if (url.startsWith(CONTENT_IMAGES_PREFIX)) {
        if (!options.sourceFolder) throw new Error('no folder of images to copy it from');
        await copyFile(
          path.join(options.sourceFolder, url.slice(CONTENT_IMAGES_PREFIX.length)),
          path.join(imagesDir, name),
        );
      } else {
        const response = await options.fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await writeFile(path.join(imagesDir, name), new Uint8Array(await response.arrayBuffer()));
      }
      options.onFile?.();
      return { ref: `images/${name}` };
    } catch (error) {
      names.delete(name);
      const reason = errorLine(error);
      return { ref: url, failed: reason };
    }
  }

  return {
    /**
     * Where the exported files refer to an image: a site path (public/) stays as it is; a remote image or a content
     * folder's image becomes a file of DIR/images/, or stays remote when it cannot be fetched.
     */
    place(url: string): Promise<ImageOutcome> {
      const original = originalOf(url);
      const isSitePath = original.startsWith('/') && !original.startsWith(CONTENT_IMAGES_PREFIX);
      if (isSitePath || !original) return Promise.resolve({ ref: original });
      let outcome = outcomes.get(original);
      if (!outcome) {
        outcome = download(original);
        outcomes.set(original, outcome);
      }
      return outcome;
    },
    /** Every image placed so far, and those that failed. */
    async tally() {
      const all = await Promise.all(outcomes.values());
      return { total: all.length, failed: [...outcomes.keys()].filter((_, at) => all[at]?.failed) };
    },
    keepRemote: options.keepRemote,
  };
}

export type ImageFiles = ReturnType<typeof createImageFiles>;
