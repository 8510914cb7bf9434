import type { LighthouseFigures } from './lighthouse-run.ts';
import type { InteractionFigures } from './interaction-run.ts';
import type { LoadFigures } from './load-run.ts';
import type { StackFloor } from './stack-floor.ts';
import type { PageJs } from './every-page-js.ts';
import type { Twins } from './twins.ts';
import type { ScaleFigures } from './blog-at-scale.ts';
import type { VarnishFigures } from './through-varnish.ts';

// The budgets as decided (docs/decisions/phone-budgets-and-their-floors.md). Each is measured
// from a floor taken in the same run, so a slower or faster host moves the floor and the page together.
export const BUDGET = {
  /** The site's own first-load JavaScript over the stack's floor, gzip -9. */
  homeSiteJsGzip: 17 * 1024,
  pageSiteJsGzip: 20 * 1024,
  /** How much longer a page may block than its bare twin (median of the pairs). */
  tbtOverTwinMs: 50,
  /** How many points a page's performance may fall below its bare twin's. */
  performanceBelowTwin: 2,
  otherScores: 100,
  cls: 0,
  /** Above this, the bare twin of `/` says the host itself blocks: timings are printed, not judged. */
  noisyHostTwinTbtMs: 150,
  interactionMs: 200,
  htmlAndCriticalCssCompressed: 14 * 1024,
  cachedVsStaticRatio: 0.8,
  slowCmsApiP99Ms: 10,
  /** A blog of 10,000 posts (docs/performance.md, "A blog at scale"). */
  scaleRssMb: 350,
  scaleRefreshMs: 5_000,
  scaleP99Ms: 50,
};

export const NOISY_HOST = 'host too noisy to judge the timing budgets';

/** A check: met, missed, or (a timing on a noisy host) printed without a verdict. */
export type Check = { budget: string; measured: string; ok: boolean | null };

export type BenchFigures = {
  twins: Twins[];
  interactions: InteractionFigures[];
  /** First-load JavaScript of every page in the sitemap. */
  everyPageJs: PageJs[];
  /** Each target as sent (`identity`) and as a browser asks for it (`br`), beside a static file of its bytes. */
  load: (LoadFigures & { path: string; encoding: 'identity' | 'br'; staticRps: number; ratio: number })[];
  slowApi: LoadFigures;
  homeHtmlBr: number;
  externalCss: boolean;
  scale: ScaleFigures[];
  /** The home page and a post through Varnish beside the origin alone: printed, not judged. */
  throughVarnish: VarnishFigures;
};

/**
 * Whether a page's HTML makes the browser fetch a stylesheet before it can render it. A disabled link is
 * never fetched: the site uses one to name a sheet the page already carries inline.
 */
export function loadsStylesheet(html: string): boolean {
  return [...html.matchAll(/<link\b[^>]*>/g)].some(
    ([tag]) => /\brel="stylesheet"/.test(tag) && !/\sdisabled(=""|\b)/.test(tag),
  );
}

/** Bytes as the bench prints them: KB of 1,024 bytes, one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** True when the bare twin of `/` blocks so long that the host, not the site, decides every timing. */
export function isNoisyHost(twins: Twins[]): boolean {
  const home = twins.find((pair) => pair.page === '/');
  return home === undefined || home.bare.tbtMs > BUDGET.noisyHostTwinTbtMs;
}

export function checkBudgets(figures: BenchFigures, floor: StackFloor): { noisy: boolean; checks: Check[] } {
  const noisy = isNoisyHost(figures.twins);
  const checks: Check[] = [];
  const check = (budget: string, measured: string, ok: boolean) => checks.push({ budget, measured, ok });
  const timing = (budget: string, measured: string, ok: boolean) =>
    checks.push({ budget, measured, ok: noisy ? null : ok });

  const share = (page: PageJs) => page.firstLoadJsGzip - floor.routerAppBytes;
  const limit = (page: PageJs) => (page.page === '/' ? BUDGET.homeSiteJsGzip : BUDGET.pageSiteJsGzip);
  const over = figures.everyPageJs.filter((page) => share(page) > limit(page));
  const [heaviest] = [...figures.everyPageJs].sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip);
  const home = figures.everyPageJs.find((page) => page.page === '/');
  check(
    `Site JS over the stack's ${kb(floor.routerAppBytes)}, every page in the sitemap ` +
      `(${figures.everyPageJs.length}): / <= ${kb(BUDGET.homeSiteJsGzip)}, any page <= ${kb(BUDGET.pageSiteJsGzip)}`,
    heaviest
      ? `${over.length} over; / ${home ? kb(share(home)) : 'not measured'}, heaviest ${heaviest.page} ${kb(share(heaviest))}`
      : 'no page measured',
    heaviest !== undefined && home !== undefined && over.length === 0,
  );

  for (const pair of figures.twins) {
    const at = `at ${pair.served.cpuSlowdown}x`;
    const served: LighthouseFigures = pair.served;
    const others = [served.accessibility, served.bestPractices, served.seo];
    check(
      `A11y/BP/SEO ${pair.page} = 100`,
      others.join('/'),
      others.every((s) => s >= BUDGET.otherScores),
    );
    check(`CLS ${pair.page} = 0`, String(served.cls), served.cls <= BUDGET.cls);
    timing(
      `TBT ${pair.page} ${at} <= ${BUDGET.tbtOverTwinMs} ms over its bare twin`,
      `${served.tbtMs} / ${pair.bare.tbtMs} ms: ${pair.overTwinMs} ms over`,
      pair.overTwinMs <= BUDGET.tbtOverTwinMs,
    );
    timing(
      `Performance ${pair.page} ${at} >= its bare twin's - ${BUDGET.performanceBelowTwin}`,
      `${served.performance} / ${pair.bare.performance}`,
      served.performance >= pair.bare.performance - BUDGET.performanceBelowTwin,
    );
  }

  for (const figure of figures.interactions) {
    timing(
      `${figure.interaction} at ${figure.cpuSlowdown}x <= ${BUDGET.interactionMs} ms`,
      `${figure.durationMs} ms`,
      figure.durationMs <= BUDGET.interactionMs,
    );
  }
  check(
    `HTML + critical CSS for / <= ${kb(BUDGET.htmlAndCriticalCssCompressed)} compressed (br)`,
    `${kb(figures.homeHtmlBr)}${figures.externalCss ? ' + external stylesheet' : ''}`,
    figures.homeHtmlBr <= BUDGET.htmlAndCriticalCssCompressed && !figures.externalCss,
  );
  for (const run of figures.load) {
    check(
      `${run.path}${run.encoding === 'br' ? ' (br)' : ''} rate >= ${BUDGET.cachedVsStaticRatio} x static file of same size`,
      `${run.rps}/${run.staticRps} = ${run.ratio}`,
      run.ratio >= BUDGET.cachedVsStaticRatio,
    );
  }
  timing(
    `/api/posts p99 <= ${BUDGET.slowCmsApiP99Ms} ms with the CMS at 500 ms (warm)`,
    `${figures.slowApi.p99Ms} ms`,
    figures.slowApi.p99Ms <= BUDGET.slowCmsApiP99Ms,
  );
  checks.push(...checkScaleBudgets(figures.scale, noisy));
  return { noisy, checks };
}

/** A big blog: memory is judged on any host; the refresh and the p99s, timings, on a quiet one. */
export function checkScaleBudgets(runs: ScaleFigures[], noisy: boolean): Check[] {
  const checks: Check[] = [];
  for (const run of runs) {
    const on = `${run.posts} posts on ${run.provider}`;
    checks.push({
      budget: `Server RSS, ${on} <= ${BUDGET.scaleRssMb} MB`,
      measured: `${run.rssMb} MB`,
      ok: run.rssMb <= BUDGET.scaleRssMb,
    });
    if (run.refreshMs !== null) {
      checks.push({
        budget: `List refreshed after a publish, ${on} <= ${BUDGET.scaleRefreshMs} ms`,
        measured: `${run.refreshMs} ms`,
        ok: noisy ? null : run.refreshMs <= BUDGET.scaleRefreshMs,
      });
    }
    for (const target of run.loads) {
      checks.push({
        budget: `${target.path} p99, ${on}, warm <= ${BUDGET.scaleP99Ms} ms`,
        measured: `${target.p99Ms} ms (${target.rps} req/s${target.non2xx + target.errors ? `, ${target.non2xx + target.errors} failed` : ''})`,
        ok: noisy ? null : target.p99Ms <= BUDGET.scaleP99Ms && target.non2xx + target.errors === 0,
      });
    }
  }
  return checks;
}
