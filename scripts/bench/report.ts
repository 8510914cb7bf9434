import type { LighthouseFigures } from './lighthouse-run.ts';
import type { BenchFigures, Check } from './budgets.ts';
import type { StackFloor } from './stack-floor.ts';
import type { HostPass } from './mobile-passes.ts';
import type { BlockingFloor, TwinsFigures } from './blocking-floor.ts';
import type { ServerMemory } from './memory.ts';
import type { LongLists } from './long-lists.ts';

const row = (r: LighthouseFigures) => ({
  page: r.page,
  CPU: `${r.cpuSlowdown}x`,
  scores: `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`,
  'LCP ms': r.lcpMs,
  CLS: r.cls,
  'TBT ms': r.tbtMs,
  'main thread ms': r.mainThreadMs,
  'JS KB gzip': Number((r.firstLoadJsGzip / 1024).toFixed(1)),
  index: r.benchmarkIndex,
});

const checkRows = (checks: Check[]) =>
  checks.map((c) => ({ budget: c.budget, measured: c.measured, met: c.ok ? 'yes' : 'NO' }));

/** The host as the bench measured it, and how each pass that follows it went (see scripts/bench.ts). */
export type HostFigures = { index: number; range: string; calibrated: HostPass; referenceHost4x: HostPass };

const passLine = (name: string, pass: HostPass) =>
  `${name}: index ${pass.indexRange}, CPU slowdown median ${pass.multiplier}x (${pass.multiplierRange}x); ` +
  `${pass.recalibrated} run(s) redone because the host had drifted, ${pass.outOfTolerance} kept out of tolerance`;

export function printReport(
  figures: BenchFigures & {
    desktop: LighthouseFigures[];
    host: HostFigures;
    stackFloor: StackFloor;
    blockingFloor: BlockingFloor;
    twins: TwinsFigures;
    longLists: LongLists;
    serverMemory: ServerMemory;
  },
  runs: number,
  homeHtmlGzip: number,
  { checks, proposed }: { checks: Check[]; proposed: Check[] },
) {
  const { host } = figures;
  console.log(`\nHost: Lighthouse benchmarkIndex ${host.index} in the default 4x runs (${host.range})`);
  console.log(passLine("Calibrated to the host (Lighthouse's calculator)", host.calibrated));
  console.log(passLine('As 4x on a host of index 1,000 (4x × index / 1,000)', host.referenceHost4x));
  console.log(`\nLighthouse mobile, calibrated (median ${host.calibrated.multiplier}x), median of ${runs} runs`);
  console.table(figures.calibrated.map(row));
  console.log(`Lighthouse mobile, default 4x, median of ${runs} runs`);
  console.table(figures.default4x.map(row));
  console.log(
    `Lighthouse mobile, as 4x on a host of index 1,000 (median ${host.referenceHost4x.multiplier}x), median of ${runs} runs`,
  );
  console.table(figures.referenceHost4x.map(row));
  const floor = figures.blockingFloor;
  console.log(
    `What / blocks beyond the browser's own work: as served, without the font's early fetch, without scripts, and ` +
      `without either, calibrated (median ${floor.multiplier}x), median of ${runs} runs`,
  );
  console.table([floor.asServed, floor.withoutPreload, floor.withoutScripts, floor.withoutPreloadOrScripts].map(row));
  printTwins(figures.twins, runs);
  console.log(
    "A first visit to / on a 412 px phone (real throttling: Lighthouse's mobile network, 4x CPU); medians, and " +
      'the largest layout shift of the runs',
  );
  console.table(
    Object.entries(floor.fontArrival).map(([name, arrival]) => ({
      page: name === 'asServed' ? '/ as served' : floor.withoutPreload.page,
      'FCP ms': arrival.fcpMs,
      'LCP ms': arrival.lcpMs,
      'font ready ms': arrival.fontReadyMs,
      'layout shift': arrival.layoutShift,
      'runs (FCP/LCP/font)': arrival.runs.map((run) => `${run.fcpMs}/${run.lcpMs}/${run.fontReadyMs}`).join(', '),
    })),
  );
  const long = figures.longLists;
  console.log(
    `Long lists: ${long.length.toLocaleString('en-US')} posts and resources, Lighthouse mobile, calibrated (median ` +
      `${long.host.multiplier}x, index ${long.host.indexRange}), median of ${runs} runs`,
  );
  console.table(long.figures.map(row));
  console.log('Lighthouse desktop, one run');
  console.table(figures.desktop.map(row));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `First-load JS the stack needs before any site code (gzip -9): React 19 ${kb(figures.stackFloor.reactBytes)} KB, ` +
      `with a one-route TanStack Router app ${kb(figures.stackFloor.routerAppBytes)} KB`,
  );
  console.log(`First-load JS of every page in the sitemap (gzip -9), heaviest first`);
  console.table(
    figures.everyPageJs.map((run) => ({
      page: run.page,
      'JS KB gzip': Number(kb(run.firstLoadJsGzip)),
      'site KB over the stack': Number(kb(run.firstLoadJsGzip - figures.stackFloor.routerAppBytes)),
    })),
  );
  console.log(
    `HTML of / (critical CSS inline): ${(figures.homeHtmlBr / 1024).toFixed(1)} KB br, ${(homeHtmlGzip / 1024).toFixed(1)} KB gzip`,
  );
  console.log('\nInteractions (Event Timing, input to next paint; 375 px touch screen), median of the runs');
  console.table(
    figures.interactions.map((f) => ({
      interaction: f.interaction,
      CPU: `${f.cpuSlowdown}x`,
      'ms (median)': f.durationMs,
      runs: f.runs.join(', '),
    })),
  );
  console.log(
    'Load (autocannon, 10 connections): page or API beside a static file of the same bytes, as sent and as a ' +
      'browser asks for it (br)',
  );
  console.table(
    figures.load.map((r) => ({
      path: r.path,
      encoding: r.encoding,
      'req/s': r.rps,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'static req/s': r.staticRps,
      ratio: r.ratio,
      errors: r.errors + r.non2xx,
    })),
  );
  const slow = figures.slowApi;
  console.log(
    `/api/posts with the CMS answering in 500 ms, warm: ${slow.rps} req/s, p50 ${slow.p50Ms} ms, p99 ${slow.p99Ms} ms`,
  );
  const memory = figures.serverMemory;
  console.log(
    `Server memory (RSS): ${memory.startedMb} MB when it first answered, ${memory.everyPageServedMb} MB once every ` +
      `page had been served, ${memory.loadPeakMb} MB at its peak under load, ${memory.afterLoadMb} MB after`,
  );
  console.log('\nBudgets');
  console.table(checkRows(checks));
  console.log(
    'Option 1 of docs/decisions/phone-budgets-and-their-floors.md, in place of the JavaScript and TBT budgets: ' +
      'printed, not judged, until the team decides',
  );
  console.table(checkRows(proposed));
  for (const run of [...figures.calibrated, ...figures.default4x, ...figures.referenceHost4x].filter(
    (r) => r.failedAudits.length > 0,
  )) {
    console.log(`${run.page} at ${run.cpuSlowdown}x: ${run.failedAudits.slice(0, 8).join(', ')}`);
  }
}

function printTwins(twins: TwinsFigures, runs: number) {
  console.log(
    `Each page beside its bare twin (no script, no early font: HTML and inline CSS only), alternated in pairs at ` +
      `the calibrated slowdown (median ${twins.host.multiplier}x, ${twins.host.multiplierRange}x, index ` +
      `${twins.host.indexRange}), median of ${runs} pairs`,
  );
  console.table(
    twins.pages.map((pair) => ({
      page: pair.page,
      CPU: `${pair.served.cpuSlowdown}x`,
      'perf served / bare': `${pair.served.performance} / ${pair.bare.performance}`,
      'TBT ms served': pair.served.tbtMs,
      'TBT ms bare': pair.bare.tbtMs,
      'over its twin ms': pair.overTwinMs,
      'pairs (page/twin ms)': pair.pairs.map((run) => `${run.servedTbtMs}/${run.bareTbtMs}`).join(', '),
    })),
  );
}
