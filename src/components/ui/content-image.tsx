const CONTENTFUL_IMAGES = /^https:\/\/images\.ctfassets\.net\//;
const WIDTHS = [480, 800, 1200, 1600];

function imagesApi(url: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** An image URL for link previews: Contentful's Images API crops to 1200x630; other URLs stay as they are. */
export function socialImageUrl(url: string, siteUrl: string): string {
  if (CONTENTFUL_IMAGES.test(url)) return imagesApi(url, { w: 1200, h: 630, fit: 'fill', fm: 'jpg', q: 80 });
  return url.startsWith('/') ? `${siteUrl}${url}` : url;
}

type Props = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  /** The page's main image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image with its size known up front (no layout shift). Contentful images go through the Images API
 * as AVIF with a WebP fallback at several widths.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  sizes = '(min-width: 1024px) 800px, 100vw',
  priority,
  className,
}: Props) {
  const common = {
    className,
    alt,
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    decoding: 'async' as const,
  };
  if (!CONTENTFUL_IMAGES.test(src)) return <img {...common} src={src} />;
  const widths = WIDTHS.filter((w) => !width || w <= width * 1.5);
  const set = (format: string) => widths.map((w) => `${imagesApi(src, { fm: format, w, q: 70 })} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
      <img {...common} src={imagesApi(src, { fm: 'webp', w: 1200, q: 70 })} srcSet={set('webp')} sizes={sizes} />
    </picture>
  );
}
