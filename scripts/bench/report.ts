import type { LighthouseFigures } from './lighthouse-run.ts';
import { kb } from './budgets.ts';
import type { BenchFigures, Check } from './budgets.ts';
import type { StackFloor } from './stack-floor.ts';
import type { HostPass } from './mobile-passes.ts';
import type { ServerMemory } from './memory.ts';

const verdict = (ok: boolean | null) => (ok === null ? 'not judged' : ok ? 'yes' : 'NO');

/** The host as the bench measured it: the warm-up run's index, and how the twins' pass followed it. */
export type HostFigures = { warmUpIndex: number; twins: HostPass };

export function printReport(
  figures: BenchFigures & {
    host: HostFigures;
    stackFloor: StackFloor;
    serverMemory: ServerMemory;
    homeHtmlGzip: number;
  },
  pairs: number,
  { noisy, checks }: { noisy: boolean; checks: Check[] },
) {
  const { host } = figures;
  console.log(
    `\nHost: Lighthouse benchmarkIndex ${host.warmUpIndex} at the warm-up, ${host.twins.indexRange} during the pairs; ` +
      `calibrated CPU slowdown median ${host.twins.multiplier}x (${host.twins.multiplierRange}x), ` +
      `${host.twins.recalibrated} run(s) redone for drift, ${host.twins.outOfTolerance} kept out of tolerance`,
  );
  console.log(
    `\nEach page beside its bare twin (no script: HTML and inline CSS only), alternated, median of ${pairs} pairs`,
  );
  console.table(
    figures.twins.map((pair) => ({
      page: pair.page,
      CPU: `${pair.served.cpuSlowdown}x`,
      scores: scores(pair.served),
      'perf bare': pair.bare.performance,
      'TBT ms': pair.served.tbtMs,
      'TBT ms bare': pair.bare.tbtMs,
      'over twin ms': pair.overTwinMs,
      'LCP ms': pair.served.lcpMs,
      CLS: pair.served.cls,
      'pairs (page/twin ms)': pair.pairs.map((run) => `${run.servedTbtMs}/${run.bareTbtMs}`).join(', '),
    })),
  );
  console.log(
    `First-load JS (gzip -9): the stack's floor ${kb(figures.stackFloor.routerAppBytes)} (React alone ` +
      `${kb(figures.stackFloor.reactBytes)}); every page in the sitemap, heaviest first`,
  );
  console.table(
    figures.everyPageJs.map((run) => ({
      page: run.page,
      'JS KB': Number((run.firstLoadJsGzip / 1024).toFixed(1)),
      'site KB over the stack': Number(((run.firstLoadJsGzip - figures.stackFloor.routerAppBytes) / 1024).toFixed(1)),
    })),
  );
  console.log(`HTML of / (critical CSS inline): ${kb(figures.homeHtmlBr)} br, ${kb(figures.homeHtmlGzip)} gzip`);
  console.log('\nInteractions (Event Timing, input to next paint; 375 px touch screen), median of the runs');
  console.table(
    figures.interactions.map((f) => ({
      interaction: f.interaction,
      CPU: `${f.cpuSlowdown}x`,
      'ms (median)': f.durationMs,
      runs: f.runs.join(', '),
    })),
  );
  console.log('Load (autocannon, 10 connections): page or API beside a static file of the same bytes');
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
  printScale(figures.scale);
  printVarnish(figures.throughVarnish);
  console.log(noisy ? '\nBudgets: host too noisy to judge the timing budgets' : '\nBudgets');
  console.table(checks.map((c) => ({ budget: c.budget, measured: c.measured, met: verdict(c.ok) })));
  for (const pair of figures.twins.filter((p) => p.served.failedAudits.length > 0)) {
    console.log(`${pair.page}: ${pair.served.failedAudits.slice(0, 8).join(', ')}`);
  }
}

/** Requests per second and p99 through Varnish beside the origin alone. */
export function printVarnish(figures: BenchFigures['throughVarnish']) {
  console.log('\nThrough Varnish (deploy/varnish/default.vcl) beside the origin alone, 10 connections, as sent:');
  console.table(
    figures.map(({ path, origin, varnish }) => ({
      path,
      'origin req/s': origin.rps,
      'origin p99 ms': origin.p99Ms,
      'Varnish req/s': varnish.rps,
      'Varnish p99 ms': varnish.p99Ms,
      errors: origin.errors + origin.non2xx + varnish.errors + varnish.non2xx,
    })),
  );
}

/** The big blog's runs: how long each took to warm, its memory, its refresh and its load runs. */
export function printScale(runs: BenchFigures['scale']) {
  for (const run of runs) {
    console.log(
      `\nA blog of ${run.posts} posts on ${run.provider}: warm (every body in the search index) in ${run.warmSeconds} s, ` +
        `RSS ${run.rssMb} MB, list refreshed after a publish in ${run.refreshMs ?? '—'} ms`,
    );
    console.table(
      run.loads.map((r) => ({
        path: r.path,
        'req/s': r.rps,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        errors: r.errors + r.non2xx,
      })),
    );
  }
}

const scores = (r: LighthouseFigures) => `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`;
