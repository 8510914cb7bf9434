import type { LighthouseFigures } from './lighthouse-run.ts';
import { matchesHost } from './calibration.ts';

/** A run is tried at most this often until its own host measurement agrees with its slowdown. */
const ATTEMPTS = 3;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Each figure is the median over the runs; the failed-audit list is that of the run with the median TBT. */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const byTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  const middle = byTbt[Math.floor(byTbt.length / 2)] as LighthouseFigures;
  const of = (
    key:
      'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'bytes' | 'mainThreadMs',
  ) => median(runs.map((run) => run[key]));
  return {
    ...middle,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    bytes: of('bytes'),
    mainThreadMs: of('mainThreadMs'),
    runs: runs.length,
  };
}

/** How a pass that follows the host went: the indices it met and the slowdowns it used. */
export type HostPass = {
  indexRange: string;
  multiplier: number;
  multiplierRange: string;
  outOfTolerance: number;
  recalibrated: number;
};

/** The lowest and the highest of some figures, as the bench prints them. */
export const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;

/**
 * One run at the slowdown `target` gives for the host's latest index. A shared host's speed drifts (its index
 * moved by 2x within one bench), so the run is made again, at most twice, when the index measured at its own
 * start calls for a slowdown more than 15 % away (docs/performance.md, "Following a drifting host").
 */
export async function runFollowingHost(
  measure: (cpuSlowdown: number) => Promise<LighthouseFigures>,
  target: (benchmarkIndex: number) => number,
  latestIndex: number,
): Promise<{ run: LighthouseFigures; redone: number }> {
  let run = await measure(target(latestIndex));
  let redone = 0;
  for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
    if (matchesHost(run.cpuSlowdown, run.benchmarkIndex, target)) break;
    redone += 1;
    run = await measure(target(run.benchmarkIndex));
  }
  return { run, redone };
}

/** How a pass's runs met the host, judged against the pass's own target. */
export function hostPassOf(
  all: LighthouseFigures[],
  target: (benchmarkIndex: number) => number,
  recalibrated: number,
): HostPass {
  const slowdowns = all.map((run) => run.cpuSlowdown);
  return {
    indexRange: range(all.map((run) => run.benchmarkIndex)),
    multiplier: median(slowdowns),
    multiplierRange: range(slowdowns),
    outOfTolerance: all.filter((run) => !matchesHost(run.cpuSlowdown, run.benchmarkIndex, target)).length,
    recalibrated,
  };
}
