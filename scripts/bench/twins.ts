import type { LighthouseFigures } from './lighthouse-run.ts';
import { hostPassOf, median, medianRun, runFollowingHost } from './mobile-passes.ts';
import type { HostPass } from './mobile-passes.ts';

// Each page beside its bare twin: the same page through the rewriting proxy with no script, only its HTML and
// inline CSS, which is what the browser alone blocks on. The budgets judge how much longer the page as served
// blocks (docs/decisions/phone-budgets-and-their-floors.md).

/** A shared host's moment decides a run's TBT, so the two are alternated, each pair at one slowdown. */
export type Twins = {
  page: string;
  served: LighthouseFigures;
  bare: LighthouseFigures;
  /** The median over the pairs of the page's TBT less its twin's, in the same pair. */
  overTwinMs: number;
  /** Each pair as run, in order: its slowdown and both TBTs, so a busy moment can be told from the page. */
  pairs: { cpuSlowdown: number; servedTbtMs: number; bareTbtMs: number }[];
};

export async function twinsPass(
  pages: string[],
  runs: number,
  measure: (twin: 'served' | 'bare', page: string, cpuSlowdown: number) => Promise<LighthouseFigures>,
  target: (benchmarkIndex: number) => number,
  startIndex: number,
): Promise<{ twins: Twins[]; host: HostPass; latestIndex: number }> {
  let latestIndex = startIndex;
  let recalibrated = 0;
  const all: LighthouseFigures[] = [];
  const twins: Twins[] = [];
  for (const page of pages) {
    const served: LighthouseFigures[] = [];
    const bare: LighthouseFigures[] = [];
    const pairs: Twins['pairs'] = [];
    for (let i = 0; i < runs; i += 1) {
      const { run, redone } = await runFollowingHost(
        (cpuSlowdown) => measure('served', page, cpuSlowdown),
        target,
        latestIndex,
      );
      recalibrated += redone;
      // The twin at the slowdown its page ran at, whatever the host measures meanwhile: the pair is compared.
      const twin = await measure('bare', page, run.cpuSlowdown);
      served.push(run);
      bare.push(twin);
      pairs.push({ cpuSlowdown: run.cpuSlowdown, servedTbtMs: run.tbtMs, bareTbtMs: twin.tbtMs });
      latestIndex = twin.benchmarkIndex;
    }
    all.push(...served, ...bare);
    twins.push({
      page,
      served: medianRun(served),
      bare: medianRun(bare),
      overTwinMs: median(pairs.map((pair) => pair.servedTbtMs - pair.bareTbtMs)),
      pairs,
    });
  }
  return { twins, latestIndex, host: hostPassOf(all, target, recalibrated) };
}
