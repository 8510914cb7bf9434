import type { LighthouseFigures } from './lighthouse-run.ts';
import type { InteractionFigures } from './interaction-run.ts';
import type { LoadFigures } from './load-run.ts';
import type { StackFloor } from './stack-floor.ts';
import type { PageJs } from './every-page-js.ts';

// The performance budgets (README.md, Performance). Lighthouse's scores, TBT, LCP and CLS are judged on the
// runs whose CPU slowdown is calibrated to this host; the performance score set for "the default 4x on a host
// of index ~1,000" on the runs that make this host one (docs/performance.md, "Measuring on any machine").
export const BUDGET = {
  lighthouseScore: 100,
  lcpMs: 1_200,
  cls: 0,
  tbtMs: 50,
  /** Performance score at Lighthouse's default 4x on a host of benchmarkIndex about 1,000. */
  defaultPerformance: 95,
  homeJsGzip: 90 * 1024,
  pageJsGzip: 100 * 1024,
  /** Main-thread work of / at 4x. */
  homeMainThreadMs: 1_200,
  interactionMs: 200,
  htmlAndCriticalCssCompressed: 14 * 1024,
  cachedVsStaticRatio: 0.8,
  slowCmsApiP99Ms: 10,
};

export type Check = { budget: string; measured: string; ok: boolean };

export type BenchFigures = {
  calibrated: LighthouseFigures[];
  default4x: LighthouseFigures[];
  /** Runs at the slowdown that makes this host a host of index 1,000 at 4x. */
  referenceHost4x: LighthouseFigures[];
  interactions: InteractionFigures[];
  /** First-load JavaScript of every page in the sitemap, heaviest first. */
  everyPageJs: PageJs[];
  /** Each target as sent (`identity`) and as a browser asks for it (`br`), beside a static file of its bytes. */
  load: (LoadFigures & { path: string; encoding: 'identity' | 'br'; staticRps: number; ratio: number })[];
  slowApi: LoadFigures;
  homeHtmlBr: number;
  externalCss: boolean;
};

/**
 * Whether a page's HTML makes the browser fetch a stylesheet before it can render it. A disabled link is
 * never fetched: the site uses one to name a sheet the page already carries inline (docs/performance.md,
 * "CSS by route").
 */
export function loadsStylesheet(html: string): boolean {
  return [...html.matchAll(/<link\b[^>]*>/g)].some(
    ([tag]) => /\brel="stylesheet"/.test(tag) && !/\sdisabled(=""|\b)/.test(tag),
  );
}

/** Bytes as the bench prints them: KB of 1,024 bytes, one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A page's first-load JavaScript beside what the stack alone needs (docs/performance.md, "What is left"): the
 * part above the floor is the site's own code, the part a budget starting from the floor would weigh.
 */
const jsOverFloor = (bytes: number, floor: StackFloor) =>
  `${kb(bytes)} (stack ${kb(floor.routerAppBytes)} + site ${kb(bytes - floor.routerAppBytes)})`;

export function checkBudgets(figures: BenchFigures, floor: StackFloor): Check[] {
  const checks: Check[] = [];
  const check = (budget: string, measured: string, ok: boolean) => checks.push({ budget, measured, ok });
  for (const run of figures.calibrated) {
    const scores = [run.performance, run.accessibility, run.bestPractices, run.seo];
    const at = `at ${run.cpuSlowdown}x`;
    check(
      `Lighthouse mobile ${run.page} ${at}: all four 100`,
      scores.join('/'),
      scores.every((s) => s >= BUDGET.lighthouseScore),
    );
    check(`TBT ${run.page} ${at} <= 50 ms`, `${run.tbtMs} ms`, run.tbtMs <= BUDGET.tbtMs);
    check(`LCP ${run.page} ${at} <= 1.2 s`, `${run.lcpMs} ms`, run.lcpMs <= BUDGET.lcpMs);
    check(`CLS ${run.page} ${at} = 0`, String(run.cls), run.cls <= BUDGET.cls);
  }
  for (const run of figures.referenceHost4x) {
    check(
      `Performance ${run.page} as 4x on an index-1,000 host (${run.cpuSlowdown}x at index ${run.benchmarkIndex}) >= 95`,
      String(run.performance),
      run.performance >= BUDGET.defaultPerformance,
    );
  }
  for (const run of figures.default4x) {
    const limit = run.page === '/' ? BUDGET.homeJsGzip : BUDGET.pageJsGzip;
    check(
      `First-load JS ${run.page} <= ${limit / 1024} KB gzip`,
      jsOverFloor(run.firstLoadJsGzip, floor),
      run.firstLoadJsGzip <= limit,
    );
  }
  // The five pages above are Lighthouse's; the budget is for every page, so the sitemap's are weighed too.
  const jsLimit = (page: string) => (page === '/' ? BUDGET.homeJsGzip : BUDGET.pageJsGzip);
  const [heaviest] = [...figures.everyPageJs].sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip);
  const over = figures.everyPageJs.filter((run) => run.firstLoadJsGzip > jsLimit(run.page));
  check(
    `First-load JS of every page in the sitemap (${figures.everyPageJs.length}) <= 100 KB gzip, / <= 90 KB`,
    heaviest
      ? `${over.length} over; heaviest ${heaviest.page} ${jsOverFloor(heaviest.firstLoadJsGzip, floor)}`
      : 'no page measured',
    heaviest !== undefined && over.length === 0,
  );
  const home = figures.default4x.find((run) => run.page === '/');
  check(
    'Main-thread work / at 4x <= 1.2 s',
    `${home?.mainThreadMs} ms`,
    (home?.mainThreadMs ?? Infinity) <= BUDGET.homeMainThreadMs,
  );
  for (const figure of figures.interactions) {
    check(
      `${figure.interaction} at ${figure.cpuSlowdown}x <= 200 ms`,
      `${figure.durationMs} ms`,
      figure.durationMs <= BUDGET.interactionMs,
    );
  }
  check(
    'HTML + critical CSS for / <= 14 KB compressed (br)',
    `${kb(figures.homeHtmlBr)}${figures.externalCss ? ' + external stylesheet' : ''}`,
    figures.homeHtmlBr <= BUDGET.htmlAndCriticalCssCompressed && !figures.externalCss,
  );
  for (const run of figures.load) {
    check(
      `${run.path}${run.encoding === 'br' ? ' (br)' : ''} rate >= 0.8 x static file of same size`,
      `${run.rps}/${run.staticRps} = ${run.ratio}`,
      run.ratio >= BUDGET.cachedVsStaticRatio,
    );
  }
  check(
    '/api/posts p99 <= 10 ms with the CMS at 500 ms (warm)',
    `${figures.slowApi.p99Ms} ms`,
    figures.slowApi.p99Ms <= BUDGET.slowCmsApiP99Ms,
  );
  return checks;
}
