import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentfulEnv, startContentfulFake } from '../tests/fakes/contentful-fake.ts';
import { prepareBenchContent } from './bench/bench-content.ts';
import { runLighthouse } from './bench/lighthouse-run.ts';
import type { LighthouseFigures } from './bench/lighthouse-run.ts';
import { load } from './bench/load-run.ts';
import type { LoadFigures } from './bench/load-run.ts';
import { startChromium, startSite, stopAll, url } from './bench/processes.ts';

// npm run bench: build, serve the production server against the local Contentful fake, measure, compare
// with the budgets below (README.md, Performance), write bench-results/latest.json, and exit non-zero when a
// budget is missed.
const PORTS = { site: 4511, slowSite: 4512, chromium: 9333 };
const PAGES = ['/', '/services', '/blog', '/blog/scaling-revops-after-series-a', '/resources/growth-playbook'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 8), connections: 10 };

const BUDGET = {
  lighthouseScore: 100,
  lcpMs: 1_500,
  cls: 0,
  tbtMs: 50,
  firstLoadJsGzip: 100 * 1024,
  htmlAndCriticalCssCompressed: 14 * 1024,
  cachedVsStaticRatio: 0.8,
  slowCmsApiP99Ms: 10,
};

type Check = { budget: string; measured: string; ok: boolean };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Each figure is the median over the runs; the failed-audit list is that of the run with the median TBT. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const byTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  const middle = byTbt[Math.floor(byTbt.length / 2)] as LighthouseFigures;
  const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'bytes') =>
    median(runs.map((run) => run[key]));
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
    runs: runs.length,
  };
}

/** Bytes on the wire for one response in the given encoding (fetch would decompress them). */
function compressedSize(target: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(target, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.headers['content-encoding'] !== encoding) reject(new Error(`${target} was not sent as ${encoding}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

async function main() {
  const started = Date.now();
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

  const fake = await startContentfulFake();
  prepareBenchContent(fake);
  const slowFake = await startContentfulFake();
  prepareBenchContent(slowFake);
  slowFake.delayMs = 500;

  // The same server serves a static file of each measured body's size, for the cached-vs-static ratio:
  // sizes first (from a probe), files next, then the server that is measured.
  const probe = await startSite(PORTS.site, contentfulEnv(fake));
  const loadTargets = ['/', '/blog/scaling-revops-after-series-a', '/api/posts'];
  const bodies = await Promise.all(
    loadTargets.map(async (path) => Buffer.from(await (await fetch(`${url(PORTS.site)}${path}`)).arrayBuffer())),
  );
  await probe.stop();
  rmSync('dist/client/bench', { recursive: true, force: true });
  mkdirSync('dist/client/bench', { recursive: true });
  const staticPaths = bodies.map((body, index) => {
    const file = `bench/static-${index}.html`;
    writeFileSync(`dist/client/${file}`, Buffer.alloc(body.length, 'x'));
    return `/${file}`;
  });

  const site = await startSite(PORTS.site, contentfulEnv(fake));
  const slowSite = await startSite(PORTS.slowSite, contentfulEnv(slowFake));

  const homeHtmlBr = await compressedSize(`${url(PORTS.site)}/`, 'br');
  const homeRaw = Buffer.from(await (await fetch(`${url(PORTS.site)}/`)).arrayBuffer());
  const homeHtmlGzip = gzipSync(homeRaw).length;
  const externalCss = /<link[^>]+rel="stylesheet"/.test(homeRaw.toString());

  await startChromium(PORTS.chromium);
  const lighthouse: LighthouseFigures[] = [];
  // Lighthouse's own advice for noisy machines: the median of several runs (mobile is the budget).
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < (formFactor === 'mobile' ? LIGHTHOUSE_RUNS : 1); i += 1) {
        runs.push(await runLighthouse(`${url(PORTS.site)}${page}`, PORTS.chromium, formFactor));
      }
      lighthouse.push(medianRun(runs));
    }
  }

  const loadFigures: (LoadFigures & { path: string; staticRps: number; ratio: number })[] = [];
  for (const [index, path] of loadTargets.entries()) {
    await load(`${url(PORTS.site)}${path}`, { seconds: 2, connections: LOAD.connections });
    const measured = await load(`${url(PORTS.site)}${path}`, LOAD);
    const staticRun = await load(`${url(PORTS.site)}${staticPaths[index]}`, LOAD);
    loadFigures.push({
      path,
      ...measured,
      staticRps: staticRun.rps,
      ratio: Number((measured.rps / staticRun.rps).toFixed(2)),
    });
  }

  await fetch(`${url(PORTS.slowSite)}/api/posts`);
  const slowApi = await load(`${url(PORTS.slowSite)}/api/posts`, {
    seconds: LOAD.seconds,
    connections: LOAD.connections,
  });

  await Promise.all([site.stop(), slowSite.stop()]);
  stopAll();
  await Promise.all([fake.close(), slowFake.close()]);
  rmSync('dist/client/bench', { recursive: true, force: true });

  const checks: Check[] = [];
  const check = (budget: string, measured: string, ok: boolean) => checks.push({ budget, measured, ok });
  for (const run of lighthouse.filter((r) => r.formFactor === 'mobile')) {
    const scores = [run.performance, run.accessibility, run.bestPractices, run.seo];
    check(
      `Lighthouse mobile ${run.page}: all four 100`,
      scores.join('/'),
      scores.every((s) => s >= BUDGET.lighthouseScore),
    );
    check(`LCP mobile ${run.page} <= 1.5 s`, `${run.lcpMs} ms`, run.lcpMs <= BUDGET.lcpMs);
    check(`CLS mobile ${run.page} = 0`, String(run.cls), run.cls <= BUDGET.cls);
    check(`TBT mobile ${run.page} <= 50 ms`, `${run.tbtMs} ms`, run.tbtMs <= BUDGET.tbtMs);
  }
  const homeJs = lighthouse.find((r) => r.formFactor === 'mobile' && r.page === '/')?.firstLoadJsGzip ?? NaN;
  check('First-load JS for / <= 100 KB gzip', `${(homeJs / 1024).toFixed(1)} KB`, homeJs <= BUDGET.firstLoadJsGzip);
  check(
    'HTML + critical CSS for / <= 14 KB compressed (br)',
    `${(homeHtmlBr / 1024).toFixed(1)} KB${externalCss ? ' + external stylesheet' : ''}`,
    homeHtmlBr <= BUDGET.htmlAndCriticalCssCompressed && !externalCss,
  );
  for (const run of loadFigures) {
    check(
      `${run.path} rate >= 0.8 x static file of same size`,
      `${run.rps}/${run.staticRps} = ${run.ratio}`,
      run.ratio >= BUDGET.cachedVsStaticRatio,
    );
  }
  check(
    '/api/posts p99 <= 10 ms with the CMS at 500 ms (warm)',
    `${slowApi.p99Ms} ms`,
    slowApi.p99Ms <= BUDGET.slowCmsApiP99Ms,
  );

  printTables(lighthouse, loadFigures, slowApi, homeHtmlBr, homeHtmlGzip, checks);
  const seconds = Math.round((Date.now() - started) / 1000);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), seconds, budgets: BUDGET, lighthouse, load: loadFigures, slowCmsApi: slowApi, homeHtmlBr, homeHtmlGzip, checks }, null, 2)}\n`,
  );
  console.log(`\nFigures in bench-results/latest.json (${seconds} s).`);
  const missed = checks.filter((c) => !c.ok);
  if (missed.length > 0) {
    console.log(`${missed.length} budget(s) missed.`);
    process.exitCode = 1;
  } else {
    console.log('All budgets met.');
  }
}

function printTables(
  lighthouse: LighthouseFigures[],
  loadFigures: (LoadFigures & { path: string; staticRps: number; ratio: number })[],
  slowApi: LoadFigures,
  homeHtmlBr: number,
  homeHtmlGzip: number,
  checks: Check[],
) {
  console.log(
    `\nLighthouse (perf/a11y/best practices/SEO, LCP, CLS, TBT, bytes, first-load JS gzip); mobile: median of ${LIGHTHOUSE_RUNS} runs`,
  );
  console.table(
    lighthouse.map((r) => ({
      page: r.page,
      form: r.formFactor,
      scores: `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`,
      'LCP ms': r.lcpMs,
      CLS: r.cls,
      'TBT ms': r.tbtMs,
      'KB transferred': Number((r.bytes / 1024).toFixed(1)),
      'JS KB gzip': Number((r.firstLoadJsGzip / 1024).toFixed(1)),
    })),
  );
  console.log(
    `HTML of / (critical CSS inline): ${(homeHtmlBr / 1024).toFixed(1)} KB br, ${(homeHtmlGzip / 1024).toFixed(1)} KB gzip`,
  );
  console.log('\nLoad (autocannon, 10 connections): page or API beside a static file of the same size');
  console.table(
    loadFigures.map((r) => ({
      path: r.path,
      'req/s': r.rps,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'static req/s': r.staticRps,
      ratio: r.ratio,
      errors: r.errors + r.non2xx,
    })),
  );
  console.log(
    `/api/posts with the CMS answering in 500 ms, warm: ${slowApi.rps} req/s, p50 ${slowApi.p50Ms} ms, p99 ${slowApi.p99Ms} ms`,
  );
  console.log('\nBudgets');
  console.table(checks.map((c) => ({ budget: c.budget, measured: c.measured, met: c.ok ? 'yes' : 'NO' })));
  for (const run of lighthouse.filter((r) => r.failedAudits.length > 0)) {
    console.log(`${run.formFactor} ${run.page}: ${run.failedAudits.slice(0, 8).join(', ')}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
