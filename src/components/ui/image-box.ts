import type { CSSProperties } from 'react';

/**
 * The image's aspect ratio, stated: an image scaled by CSS (`width: 100%; height: auto`) keeps the box its
 * width and height attributes reserve, but Chrome then counts a lazy one as having no explicit size and
 * reports it (DevTools' LazyLoadImageIssue); with the ratio stated it does not (docs/performance.md).
 */
export function imageBox(width: number | undefined, height: number | undefined): CSSProperties | undefined {
  return width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
}
