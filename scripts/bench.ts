import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentfulEnv, startContentfulFake } from '../tests/fakes/contentful-fake.ts';
import { prepareBenchContent } from './bench/bench-content.ts';
import { runLighthouse } from './bench/lighthouse-run.ts';
import type { LighthouseFigures } from './bench/lighthouse-run.ts';
import { load } from './bench/load-run.ts';
import { closeAtEnd, startChromium, startSite, stopAll, stopAllOnSignals, url } from './bench/processes.ts';
import { BUDGET, checkBudgets, loadsStylesheet } from './bench/budgets.ts';
import { PROPOSED, proposedChecks } from './bench/proposed-budgets.ts';
import type { BenchFigures } from './bench/budgets.ts';
import { calibratedMultiplier, referenceHost4xMultiplier } from './bench/calibration.ts';
import { hostFollowingPass, median, mobilePass, range } from './bench/mobile-passes.ts';
import { measureInteractions } from './bench/interaction-run.ts';
import { measureBlockingFloor } from './bench/blocking-floor.ts';
import { printReport } from './bench/report.ts';
import { measureStackFloor } from './bench/stack-floor.ts';
import { measureEveryPageJs } from './bench/every-page-js.ts';
import { rssMb, watchMemory } from './bench/memory.ts';
import { measureLongLists } from './bench/long-lists.ts';
import type { ServerMemory } from './bench/memory.ts';

// npm run bench: build, serve the production server against the local Contentful fake, measure, compare
// with the budgets below (README.md, Performance), write bench-results/latest.json, and exit non-zero when a
// budget is missed.
const PORTS = { site: 4511, slowSite: 4512, longListsSite: 4513, chromium: 9333 };
const PAGES = ['/', '/services', '/blog', '/blog/scaling-revops-after-series-a', '/resources/growth-playbook'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const INTERACTION_RUNS = 3;
const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 8), connections: 10 };

/** Bytes on the wire for one response in the given encoding (fetch would decompress them). */
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
  // First at Lighthouse's default 4x, whose runs also measure the host (benchmarkIndex); then at the slowdown
  // calibrated to the host, and at the one that makes it a host of index 1,000 at 4x (docs/performance.md).
  const mobile = (page: string, cpuSlowdown: number) =>
    runLighthouse(`${url(PORTS.site)}${page}`, PORTS.chromium, 'mobile', cpuSlowdown);
  const default4x = await mobilePass(PAGES, LIGHTHOUSE_RUNS, (page) => mobile(page, 4));
  const indices = default4x.all.map((run) => run.benchmarkIndex);
  const calibrated = await hostFollowingPass(
    PAGES,
    LIGHTHOUSE_RUNS,
    mobile,
    calibratedMultiplier,
    indices[indices.length - 1] as number,
  );
  const referenceHost4x = await hostFollowingPass(
    PAGES,
    LIGHTHOUSE_RUNS,
    mobile,
    referenceHost4xMultiplier,
    calibrated.latestIndex,
  );
  const { blockingFloor, twins, latestIndex } = await measureBlockingFloor(
    { site: url(PORTS.site), chromium: PORTS.chromium },
    PAGES,
    LIGHTHOUSE_RUNS,
    referenceHost4x.latestIndex,
  );
  const host = {
    index: median(indices),
    range: range(indices),
    calibrated: calibrated.host,
    referenceHost4x: referenceHost4x.host,
  };
  const longLists = await measureLongLists(
    { site: PORTS.longListsSite, chromium: PORTS.chromium },
    LIGHTHOUSE_RUNS,
    latestIndex,
  );
  const desktop: LighthouseFigures[] = [];
  for (const page of PAGES) desktop.push(await runLighthouse(`${url(PORTS.site)}${page}`, PORTS.chromium, 'desktop'));
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

  await Promise.all([site.stop(), slowSite.stop()]);
  await stopAll();
  rmSync('dist/client/bench', { recursive: true, force: true });

  const figures = {
    calibrated: calibrated.figures,
    default4x: default4x.figures,
    referenceHost4x: referenceHost4x.figures,
    interactions,
    everyPageJs,
    load: loadFigures,
    slowApi,
    homeHtmlBr,
    externalCss,
  };
  const checks = checkBudgets(figures, stackFloor);
  const proposed = proposedChecks(everyPageJs, stackFloor, twins.pages);
  printReport(
    { ...figures, desktop, host, stackFloor, blockingFloor, twins, longLists, serverMemory },
    LIGHTHOUSE_RUNS,
    homeHtmlGzip,
    { checks, proposed },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), seconds, host, budgets: BUDGET, ...figures, desktop, homeHtmlGzip, stackFloor, blockingFloor, twins, longLists, serverMemory, checks, proposed: { budgets: PROPOSED, checks: proposed } }, null, 2)}\n`,
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

stopAllOnSignals();
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
