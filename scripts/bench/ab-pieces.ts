import type { AbMetric } from './ab-verdict.ts';

/**
 * A piece of product or build code that exists to move a lab figure, and the patch (scripts/bench/ab/) that
 * takes it out: the bench builds the site with and without it and alternates the two (docs/performance.md, "A/B").
 */
export type AbPiece = {
  name: string;
  /** The figures the piece is there to move. */
  claims: AbMetric[];
  pages: string[];
};

export const AB_PIECES: AbPiece[] = [
  {
    // The app's entry is imported only after the first paint (server/render/boot.script.ts).
    name: 'boot-after-paint',
    claims: ['lcpMs', 'tbtMs'],
    pages: ['/', '/blog/scaling-revops-after-series-a'],
  },
  {
    // What the entry imports and the page's screens' chunks are asked for with the entry (boot.script.ts).
    name: 'route-preloads',
    claims: ['ttiMs', 'tbtMs'],
    pages: ['/blog', '/blog/scaling-revops-after-series-a'],
  },
  {
    // Every module the entry imports statically is in the entry's own chunk (vite.config.ts).
    name: 'one-entry-chunk',
    claims: ['bytes', 'ttiMs'],
    pages: ['/', '/blog/scaling-revops-after-series-a'],
  },
  {
    // A page carries inline only the CSS of the screens it shows (server/render/page-styles.ts).
    name: 'css-by-route',
    claims: ['bytes', 'tbtMs'],
    pages: ['/', '/blog'],
  },
];
