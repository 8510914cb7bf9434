import { median } from './mobile-passes.ts';
import type { LighthouseFigures } from './lighthouse-run.ts';

/** The figures a piece of lab-only code may claim to move; lower is better for each. */
export type AbMetric = 'tbtMs' | 'mainThreadMs' | 'lcpMs' | 'ttiMs' | 'bytes';

export type AbVerdict = {
  metric: AbMetric;
  withMedian: number;
  withoutMedian: number;
  /** What the piece saves: the build without it less the build with it, as medians. */
  effect: number;
  /** The larger of the two builds' own interquartile ranges over their runs. */
  spread: number;
  shows: boolean;
  /** Each build's runs, in the order they were made. */
  withRuns: number[];
  withoutRuns: number[];
};

/**
 * The interquartile range: of five runs, the fourth less the second. The full range lets one run that a busy
 * moment hit hide any effect (docs/performance.md, "A/B").
 */
function spreadOf(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.round(quantile * (sorted.length - 1))] as number;
  return at(0.75) - at(0.25);
}

/**
 * A piece shows an effect on a figure when it improves the median by more than either build's own runs spread
 * (their interquartile range): less than that, the same build run again could have given the difference
 * (docs/performance.md, "A/B").
 */
export function judgeAb(metric: AbMetric, withRuns: LighthouseFigures[], withoutRuns: LighthouseFigures[]): AbVerdict {
  const withValues = withRuns.map((run) => run[metric]);
  const withoutValues = withoutRuns.map((run) => run[metric]);
  const withMedian = median(withValues);
  const withoutMedian = median(withoutValues);
  const effect = withoutMedian - withMedian;
  const spread = Math.max(spreadOf(withValues), spreadOf(withoutValues));
  return {
    metric,
    withMedian,
    withoutMedian,
    effect,
    spread,
    shows: effect > spread,
    withRuns: withValues,
    withoutRuns: withoutValues,
  };
}

/** One line of docs/performance.md's A/B list: the piece, the page, each figure with and without it. */
export function abLine(piece: string, page: string, pairs: number, verdicts: AbVerdict[]) {
  const figures = verdicts.map(
    (v) => `${v.metric} ${v.withMedian} with, ${v.withoutMedian} without (spread ${v.spread})`,
  );
  const shown = verdicts.filter((v) => v.shows).map((v) => v.metric);
  const outcome = shown.length > 0 ? `shows an effect on ${shown.join(', ')}` : 'no effect beyond the spread';
  return `${piece} on ${page}, ${pairs} pairs: ${figures.join('; ')}: ${outcome}`;
}
