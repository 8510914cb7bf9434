import type { ClientPerspective } from '@sanity/client';
import { urlSearchParamPreviewPerspective } from '@sanity/preview-url-secret/constants';
import type { PreviewShows } from '../../../src/model/preview.ts';

/** The query parameter Presentation adds to a preview's address: the perspective the editor picked. */
export const PERSPECTIVE_PARAM = urlSearchParamPreviewPerspective;

// A release's id as the Studio makes it; a stack names a few releases at most.
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MOST_LAYERS = 10;

/**
 * The perspective an editor picked in Presentation, as it writes it into the address (`drafts`, `published`,
 * or a stack such as `rSpring,drafts`: that release over the drafts over the published documents), in one
 * normal form; undefined for anything else, which the site never passes on to the Content Lake. `raw` would
 * show every version at once, so it is not a preview's.
 */
export function parsePerspective(value: string): string | undefined {
  const layers = value.split(',').map((layer) => layer.trim());
  if (layers.length === 1 && (layers[0] === 'drafts' || layers[0] === 'published')) return layers[0];
  if (layers.length > MOST_LAYERS || layers.includes('raw')) return undefined;
  return layers.every((layer) => RELEASE_ID.test(layer)) && new Set(layers).size === layers.length
    ? layers.join(',')
    : undefined;
}

/** The client's form of a perspective parsePerspective accepted. */
export function clientPerspective(perspective: string): ClientPerspective {
  return perspective === 'drafts' || perspective === 'published' ? perspective : perspective.split(',');
}

/** What a perspective parsePerspective accepted shows, for the preview bar: any stack has a release on top. */
export function perspectiveShows(perspective: string): PreviewShows {
  return perspective === 'drafts' || perspective === 'published' ? perspective : 'release';
}
