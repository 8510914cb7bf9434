import type { SanityClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';

/**
 * Sanity's Presentation tool enters preview its own way (`previewMode`): it writes a secret into the dataset,
 * valid for an hour, and opens `/api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…`; the
 * site reads the secret back with its token (docs/preview.md, "Sanity's Presentation tool"). So no shared
 * secret sits in the Studio's bundle. The path the link asks for when it is valid; undefined when it is not.
 * Throws when the Content Lake cannot be asked.
 */
export async function verifyPresentationLink(client: SanityClient, url: string): Promise<string | undefined> {
  const result = await validatePreviewUrl(client, url);
  if (!result.isValid) return undefined;
  // The tool's own parameters (the perspective it previews) are for the tool; the page reads no query string.
  const target = new URL(result.redirectTo ?? '/', 'http://site.invalid');
  for (const name of [...target.searchParams.keys()]) {
    if (name.startsWith('sanity-preview-')) target.searchParams.delete(name);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
