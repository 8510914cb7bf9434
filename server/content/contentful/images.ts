import type { ImagePipeline } from '../images.ts';

const IMAGES_API = /^https:\/\/images\.ctfassets\.net\//;

function withQuery(url: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Contentful's Images API: AVIF with a WebP fallback at any width, and a 1200x630 crop for link previews. */
const imagesApi: ImagePipeline = {
  formats: [
    { name: 'avif', type: 'image/avif' },
    { name: 'webp', type: 'image/webp' },
  ],
  url: (source, { format, width, quality }) => withQuery(source, { fm: format, w: width, q: quality }),
  socialUrl: (source) => withQuery(source, { w: 1200, h: 630, fit: 'fill', fm: 'jpg', q: 80 }),
};

/** The pipeline for an asset URL: only images on Contentful's image host can be transformed. */
export const contentfulPipeline = (url: string) => (IMAGES_API.test(url) ? imagesApi : undefined);
