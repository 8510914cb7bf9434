import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentfulEnv, startContentfulFake } from '../tests/fakes/contentful-fake.ts';
import { prepareBenchContent } from './bench/bench-content.ts';
import { runLighthouse } from './bench/lighthouse-run.ts';
import { load } from './bench/load-run.ts';
import { closeAtEnd, startChromium, startSite, stopAll, stopAllOnSignals, url } from './bench/processes.ts';
import { BUDGET, NOISY_HOST, checkBudgets, loadsStylesheet } from './bench/budgets.ts';
import type { BenchFigures } from './bench/budgets.ts';
import { calibratedMultiplier } from './bench/calibration.ts';
import { measureInteractions } from './bench/interaction-run.ts';
import { printReport } from './bench/report.ts';
import { measureStackFloor } from './bench/stack-floor.ts';
import { measureEveryPageJs } from './bench/every-page-js.ts';
import { rssMb, watchMemory } from './bench/memory.ts';
import type { ServerMemory } from './bench/memory.ts';
import { startRewritingProxy, withoutScripts } from './bench/rewriting-proxy.ts';
import { twinsPass } from './bench/twins.ts';
import { measureBlogAtScale } from './bench/blog-at-scale.ts';
import { checkScaleBudgets } from './bench/budgets.ts';
import { printScale, printVarnish } from './bench/report.ts';
import { measureThroughVarnish } from './bench/through-varnish.ts';
import { AB_PIECES } from './bench/ab-pieces.ts';
import { runAb } from './bench/ab-run.ts';

// npm run bench: build, serve the production server against the local Contentful fake, measure, judge the
// budgets (scripts/bench/budgets.ts), write bench-results/latest.json, and exit non-zero when one is missed.
const PORTS = { site: 4511, slowSite: 4512, chromium: 9333, scaleLocal: 4513, scaleCms: 4514, varnish: 4515 };
const PAGES = ['/', '/services', '/blog', '/blog/scaling-revops-after-series-a', '/resources/growth-playbook'];
/** Pairs of a page and its bare twin, alternated; the decided budgets take the median of five. */
const TWIN_PAIRS = Number(process.env.BENCH_TWIN_PAIRS ?? 5);
const INTERACTION_RUNS = 3;
const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 8), connections: 10 };
/** The home page and a post, through Varnish beside the origin alone. */
const VARNISH_TARGETS = ['/', '/blog/scaling-revops-after-series-a'];

/** The bytes the site sends for `target` in `encoding`, as they travel (not decoded). */
function sentAs(target: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(target, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.headers['content-encoding'] !== encoding) reject(new Error(`${target} was not sent as ${encoding}`));
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

async function main() {
  const started = Date.now();
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const stackFloor = await measureStackFloor();

  const fake = closeAtEnd(await startContentfulFake());
  prepareBenchContent(fake);
  const slowFake = closeAtEnd(await startContentfulFake());
  prepareBenchContent(slowFake);
  slowFake.delayMs = 500;

  // The same server serves each measured answer as a static file too, for the cached-vs-static ratio: the
  // answer's bytes, and as its brotli twin (which the static plugin sends a browser) the site's own brotli
  // answer. Answers first (from a probe), files next, then the server that is measured.
  const probe = await startSite(PORTS.site, contentfulEnv(fake));
  const loadTargets = ['/', '/blog/scaling-revops-after-series-a', '/api/posts'];
  const answers = await Promise.all(
    loadTargets.map(async (path) => ({
      body: Buffer.from(await (await fetch(`${url(PORTS.site)}${path}`)).arrayBuffer()),
      brotli: await sentAs(`${url(PORTS.site)}${path}`, 'br'),
    })),
  );
  await probe.stop();
  rmSync('dist/client/bench', { recursive: true, force: true });
  mkdirSync('dist/client/bench', { recursive: true });
  const staticPaths = answers.map(({ body, brotli }, index) => {
    const file = `bench/static-${index}.html`;
    writeFileSync(`dist/client/${file}`, body);
    writeFileSync(`dist/client/${file}.br`, brotli);
    return `/${file}`;
  });

  const site = await startSite(PORTS.site, contentfulEnv(fake));
  const startedMb = rssMb(site.pid);
  const slowSite = await startSite(PORTS.slowSite, contentfulEnv(slowFake));

  const homeHtmlBr = (await sentAs(`${url(PORTS.site)}/`, 'br')).length;
  const homeRaw = Buffer.from(await (await fetch(`${url(PORTS.site)}/`)).arrayBuffer());
  const homeHtmlGzip = gzipSync(homeRaw).length;
  const externalCss = loadsStylesheet(homeRaw.toString());

  await startChromium(PORTS.chromium);
  // One run at Lighthouse's default 4x measures the host (benchmarkIndex) and warms the server and Chromium up;
  // then each page beside its bare twin at the slowdown Lighthouse's calculator gives for the host.
  const warmUp = await runLighthouse(`${url(PORTS.site)}/`, PORTS.chromium, 'mobile', 4);
  const bare = closeAtEnd(await startRewritingProxy(url(PORTS.site), withoutScripts));
  const origins = { served: url(PORTS.site), bare: bare.url };
  const twins = await twinsPass(
    PAGES,
    TWIN_PAIRS,
    async (twin, page, cpuSlowdown) => ({
      ...(await runLighthouse(`${origins[twin]}${page}`, PORTS.chromium, 'mobile', cpuSlowdown)),
      page,
    }),
    calibratedMultiplier,
    warmUp.benchmarkIndex,
  );
  const interactions = await measureInteractions(url(PORTS.site), 4, INTERACTION_RUNS);
  const everyPageJs = await measureEveryPageJs(url(PORTS.site));

  const loadFigures: BenchFigures['load'] = [];
  // What a replica holds once every page has been asked for (the Lighthouse passes and the sitemap's pages),
  // and at its peak under load: what an operator sizes a container by (docs/operations.md).
  const underLoad = await watchMemory(site.pid, async () => {
    for (const acceptEncoding of [undefined, 'br'] as const) {
      for (const [index, path] of loadTargets.entries()) {
        const options = { ...LOAD, acceptEncoding };
        await load(`${url(PORTS.site)}${path}`, { ...options, seconds: 2 });
        const measured = await load(`${url(PORTS.site)}${path}`, options);
        const staticRun = await load(`${url(PORTS.site)}${staticPaths[index]}`, options);
        loadFigures.push({
          path,
          encoding: acceptEncoding ?? 'identity',
          ...measured,
          staticRps: staticRun.rps,
          ratio: Number((measured.rps / staticRun.rps).toFixed(2)),
        });
      }
    }
  });
  const serverMemory: ServerMemory = {
    startedMb,
    everyPageServedMb: underLoad.before,
    loadPeakMb: underLoad.peak,
    afterLoadMb: underLoad.after,
  };

  // Warmed up as the targets above are, the server's code as well as its cache (docs/performance.md, "Load").
  await load(`${url(PORTS.slowSite)}/api/posts`, { seconds: 2, connections: LOAD.connections });
  const slowApi = await load(`${url(PORTS.slowSite)}/api/posts`, {
    seconds: LOAD.seconds,
    connections: LOAD.connections,
  });

  const throughVarnish = await measureThroughVarnish(PORTS.site, PORTS.varnish, VARNISH_TARGETS, LOAD);

  await Promise.all([site.stop(), slowSite.stop()]);
  await stopAll();
  rmSync('dist/client/bench', { recursive: true, force: true });
  const scale = await measureBlogAtScale({ local: PORTS.scaleLocal, cms: PORTS.scaleCms });

  const figures: BenchFigures = {
    twins: twins.twins,
    interactions,
    everyPageJs,
    load: loadFigures,
    slowApi,
    homeHtmlBr,
    externalCss,
    scale,
    throughVarnish,
  };
  const { noisy, checks } = checkBudgets(figures, stackFloor);
  const host = { warmUpIndex: warmUp.benchmarkIndex, twins: twins.host };
  printReport({ ...figures, host, stackFloor, serverMemory, homeHtmlGzip }, TWIN_PAIRS, { noisy, checks });
  const seconds = Math.round((Date.now() - started) / 1000);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), seconds, host, budgets: BUDGET, noisy, ...figures, homeHtmlGzip, stackFloor, serverMemory, checks }, null, 2)}\n`,
  );
  console.log(`\nFigures in bench-results/latest.json (${seconds} s).`);
  const missed = checks.filter((c) => c.ok === false);
  if (noisy) console.log(`${NOISY_HOST}: the timings above are printed, not judged.`);
  if (missed.length > 0) {
    console.log(`${missed.length} budget(s) missed.`);
    process.exitCode = 1;
  } else {
    console.log('All budgets met.');
  }
}

/**
 * `BENCH_ONLY=scale`: the big blog's runs alone. Without the twins nothing says the host is quiet, so its
 * timings are printed, not judged; its memory is.
 */
async function scaleOnly() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
  const scale = await measureBlogAtScale({ local: PORTS.scaleLocal, cms: PORTS.scaleCms });
  printScale(scale);
  const checks = checkScaleBudgets(scale, true);
  console.table(
    checks.map((c) => ({
      budget: c.budget,
      measured: c.measured,
      met: c.ok === null ? 'not judged' : c.ok ? 'yes' : 'NO',
    })),
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/scale.json',
    `${JSON.stringify({ date: new Date().toISOString(), scale, checks }, null, 2)}\n`,
  );
  if (checks.some((c) => c.ok === false)) process.exitCode = 1;
}

/** `BENCH_ONLY=varnish`: the runs through Varnish beside the origin alone; printed, never judged. */
async function varnishOnly() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
  const fake = closeAtEnd(await startContentfulFake());
  prepareBenchContent(fake);
  const site = await startSite(PORTS.site, contentfulEnv(fake));
  const figures = await measureThroughVarnish(PORTS.site, PORTS.varnish, VARNISH_TARGETS, LOAD);
  await site.stop();
  await stopAll();
  printVarnish(figures);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/varnish.json',
    `${JSON.stringify({ date: new Date().toISOString(), figures }, null, 2)}\n`,
  );
}

/**
 * `BENCH_ONLY=ab`: each piece of lab-only code (scripts/bench/ab-pieces.ts, or those named in `BENCH_AB`), the
 * build with it against the build without it; printed, one line per page, and never judged as a budget.
 */
async function abOnly() {
  const named = process.env.BENCH_AB?.split(',').filter(Boolean);
  const pieces = named ? AB_PIECES.filter((piece) => named.includes(piece.name)) : AB_PIECES;
  if (named && pieces.length !== named.length) throw new Error(`BENCH_AB names no such piece: ${named.join(', ')}`);
  const pairs = Math.max(5, Number(process.env.BENCH_AB_PAIRS ?? 5));
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  await startChromium(PORTS.chromium);
  const results = [];
  for (const piece of pieces) {
    results.push(
      ...(await runAb(piece, pairs, { with: PORTS.site, without: PORTS.slowSite, chromium: PORTS.chromium })),
    );
  }
  await stopAll();
  console.log(`\n${results.map((result) => result.line).join('\n')}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/ab.json', `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
}

const ONLY = { scale: scaleOnly, varnish: varnishOnly, ab: abOnly } as const;

stopAllOnSignals();
(ONLY[process.env.BENCH_ONLY as keyof typeof ONLY] ?? main)()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
