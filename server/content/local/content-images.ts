/**
 * Where the images of a content folder (CONTENT_DIR/images/) are served: under the site's own origin, so the
 * CSP's img-src stays 'self' for an exported copy too.
 */
export const CONTENT_IMAGES_PREFIX = '/content-images/';

const IN_FOLDER = 'images/';

/** An image path as front matter or markdown writes it, as the site serves it: `images/x.png` is the folder's. */
export const servedImagePath = (url: string) =>
  url.startsWith(IN_FOLDER) ? `${CONTENT_IMAGES_PREFIX}${url.slice(IN_FOLDER.length)}` : url;
