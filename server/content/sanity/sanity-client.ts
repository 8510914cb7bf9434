import { createClient } from '@sanity/client';
import type { ClientPerspective, SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import type { ImagePipeline } from '../images.ts';

export const DEFAULT_SANITY_API_HOST = 'https://api.sanity.io';
/** The Content Lake API version this site's queries are written against (a date, as Sanity versions). */
export const DEFAULT_SANITY_API_VERSION = '2025-02-19';

/**
 * 'published' for visitors; for preview (with the token) 'drafts', drafts over published documents, or the
 * perspective the editor picked in Presentation (server/content/sanity/perspective.ts).
 */
export type SanityPerspective = ClientPerspective;

export type SanitySettings = {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token: needed for private datasets and drafts; never sent to the browser. */
  token: string | undefined;
  apiHost: string;
  webhookSecret: string | undefined;
  /** Where the team's Studio is deployed, for the publication page's link. */
  studioUrl?: string;
  /** A token that may write, for `npm run content -- import` only; the server never uses it. */
  writeToken?: string;
};

/**
 * The official client, tuned to the content service's budget: its defaults (a 300 s timeout and 5 retries)
 * would hold a visitor for minutes. Public reads go through Sanity's CDN when no token is set.
 */
export function createSanityClient(
  settings: SanitySettings,
  timeoutMs: number,
  perspective: SanityPerspective = 'published',
): SanityClient {
  const customHost = settings.apiHost !== DEFAULT_SANITY_API_HOST;
  return createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    apiHost: settings.apiHost,
    // A custom host (a local fake, a proxy) is used as it is, without the project id in front.
    useProjectHostname: !customHost,
    // Drafts are never on the CDN, and need the token.
    useCdn: !settings.token && !customHost && perspective === 'published',
    perspective,
    timeout: timeoutMs,
    maxRetries: 0,
  });
}

/** Sanity's image pipeline: WebP with a JPEG fallback at any width, and a 1200x630 crop for link previews. */
export function sanityImages(settings: Pick<SanitySettings, 'projectId' | 'dataset'>): ImagePipeline {
  const builder = createImageUrlBuilder({ projectId: settings.projectId, dataset: settings.dataset });
  return {
    formats: [
      { name: 'webp', type: 'image/webp' },
      { name: 'jpg', type: 'image/jpeg' },
    ],
    url: (source, { format, width, quality }) =>
      builder
        .image(source)
        .width(width)
        .format(format as 'webp' | 'jpg')
        .quality(quality)
        .url(),
    socialUrl: (source) => builder.image(source).width(1200).height(630).fit('crop').format('jpg').quality(80).url(),
  };
}
