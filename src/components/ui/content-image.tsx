import type { ImageAsset } from '../../model/content.ts';
import { imageBox } from './image-box.ts';

/** An image URL for link previews: the provider's 1200x630 crop where it has one, else the image itself. */
export function socialImageUrl(image: Pick<ImageAsset, 'url' | 'socialUrl'>, siteUrl: string): string {
  const url = image.socialUrl ?? image.url;
  return url.startsWith('/') ? `${siteUrl}${url}` : url;
}

type Props = {
  image: Pick<ImageAsset, 'url' | 'width' | 'height' | 'srcSet' | 'sources'>;
  alt: string;
  sizes?: string;
  /** The page's main image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image with its size known up front (no layout shift), in the formats and widths the content provider's
 * image pipeline offers (built on the server; nothing here knows a provider).
 */
export function ContentImage({ image, alt, sizes = '(min-width: 64em) 800px, 100vw', priority, className }: Props) {
  const img = (
    <img
      className={className}
      alt={alt}
      width={image.width}
      height={image.height}
      style={imageBox(image.width, image.height)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
