import type { Element } from 'hast';
import type { ImageAsset } from '../../src/model/content.ts';
import { element } from './rich-body.ts';

/** The widths every responsive image is offered at (up to 1.5x its own width). */
const WIDTHS = [480, 800, 1200, 1600];

/**
 * A provider's image service: how it builds a URL for one format, width and quality. The formats are the
 * provider's own, best first; the last is the one every browser can show.
 */
export type ImagePipeline = {
  formats: readonly { name: string; type: string }[];
  url(source: string, options: { format: string; width: number; quality: number }): string;
  /** A 1200x630 crop for link previews. */
  socialUrl(source: string): string;
};

type Described = { url: string; title: string; description: string; width?: number; height?: number };

/**
 * Everything a page needs to show an image, as plain data: a srcset per format built by the provider's
 * pipeline, so src/ never learns a provider's image host or query parameters. Without a pipeline (local
 * files) the image is shown as it is.
 */
export function describeImage(image: Described, pipeline?: ImagePipeline): ImageAsset {
  const size = image.width && image.height ? { width: image.width, height: image.height } : {};
  const base = { url: image.url, title: image.title, description: image.description, ...size };
  if (!pipeline) return base;
  const widths = WIDTHS.filter((w) => !image.width || w <= image.width * 1.5);
  const srcSet = (format: string) =>
    widths.map((width) => `${pipeline.url(image.url, { format, width, quality: 70 })} ${width}w`).join(', ');
  const fallback = pipeline.formats.at(-1) as { name: string; type: string };
  return {
    ...base,
    url: pipeline.url(image.url, { format: fallback.name, width: 1200, quality: 70 }),
    srcSet: srcSet(fallback.name),
    sources: pipeline.formats.slice(0, -1).map((format) => ({ type: format.type, srcSet: srcSet(format.name) })),
    socialUrl: pipeline.socialUrl(image.url),
  };
}

/** An image inside a rich body: a <picture> with the provider's formats, or a plain <img>. */
export function imageElement(image: ImageAsset, alt: string): Element {
  const size = image.width && image.height ? { width: image.width, height: image.height } : {};
  const img = element('img', { src: image.url, alt, ...size, ...(image.srcSet ? { srcSet: image.srcSet } : {}) }, []);
  if (!image.sources?.length) return img;
  const sources = image.sources.map((source) => element('source', { type: source.type, srcSet: source.srcSet }, []));
  return element('picture', {}, [...sources, img]);
}
