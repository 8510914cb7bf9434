import { runLighthouse } from './lighthouse-run.ts';
import type { LighthouseFigures } from './lighthouse-run.ts';
import { calibratedMultiplier } from './calibration.ts';
import { hostFollowingPass } from './mobile-passes.ts';
import type { HostPass } from './mobile-passes.ts';
import { closeAtEnd } from './processes.ts';
import { startRewritingProxy, withoutFontEarlyFetch, withoutScripts } from './rewriting-proxy.ts';
import { measureFontArrival } from './font-arrival.ts';
import type { FontArrival } from './font-arrival.ts';
import { twinsPass } from './twins.ts';
import type { Twins } from './twins.ts';

/** The home page through the rewriting proxies, named for what was taken out, in the report and the JSON. */
const HOME_WITHOUT_EARLY_FETCH = "/ without the font's early fetch";
const HOME_WITHOUT_SCRIPTS = '/ without scripts';
const HOME_BARE = '/ without the early fetch or any script';
const FONT_ARRIVAL_RUNS = 5;

/**
 * `/` as served, without its font's early fetch (named `withoutPreload`, as in earlier results), without
 * scripts, and without either, measured one after the other at the calibrated slowdown; and when a throttled
 * phone sees text and the font, with and without the early fetch.
 */
export type BlockingFloor = {
  multiplier: number;
  asServed: LighthouseFigures;
  withoutPreload: LighthouseFigures;
  withoutScripts: LighthouseFigures;
  withoutPreloadOrScripts: LighthouseFigures;
  fontArrival: { asServed: FontArrival; withoutPreload: FontArrival };
};

/** Every measured page beside its bare twin, and how that pass met the host. */
export type TwinsFigures = { host: HostPass; pages: Twins[] };

/**
 * What the pages block in Lighthouse's model beyond the browser's own work, at the calibrated slowdown
 * (docs/performance.md, "What is left"):
 * - `/` as served, without its font's early fetch, without scripts (as a browser without them sees the page,
 *   which preloads the font instead), and without either, one after the other; then when a phone sees text and
 *   the brand's font, with and without the early fetch;
 * - every page beside its bare twin, alternated (scripts/bench/twins.ts).
 */
export async function measureBlockingFloor(
  at: { site: string; chromium: number },
  pages: string[],
  runs: number,
  startIndex: number,
): Promise<{ blockingFloor: BlockingFloor; twins: TwinsFigures; latestIndex: number }> {
  const noEarlyFetch = closeAtEnd(await startRewritingProxy(at.site, withoutFontEarlyFetch));
  const noScripts = closeAtEnd(await startRewritingProxy(at.site, withoutScripts));
  const noEither = closeAtEnd(
    await startRewritingProxy(at.site, (html) => withoutScripts(withoutFontEarlyFetch(html))),
  );
  const floorOrigins: Record<string, string> = {
    '/': at.site,
    [HOME_WITHOUT_EARLY_FETCH]: noEarlyFetch.url,
    [HOME_WITHOUT_SCRIPTS]: noScripts.url,
    [HOME_BARE]: noEither.url,
  };
  const floorPass = await hostFollowingPass(
    Object.keys(floorOrigins),
    runs,
    (page, cpuSlowdown) => runLighthouse(`${floorOrigins[page]}/`, at.chromium, 'mobile', cpuSlowdown),
    calibratedMultiplier,
    startIndex,
  );
  // Each run through a proxy is of `/`; it is named for what was taken out.
  const floorPages = Object.keys(floorOrigins);
  const floorRuns = floorPass.figures.map((run, index) => ({ ...run, page: floorPages[index] ?? run.page }));
  const [asServed, withoutPreload, scriptFree, bare] = floorRuns as [
    LighthouseFigures,
    LighthouseFigures,
    LighthouseFigures,
    LighthouseFigures,
  ];
  const blockingFloor: BlockingFloor = {
    multiplier: floorPass.host.multiplier,
    asServed,
    withoutPreload,
    withoutScripts: scriptFree,
    withoutPreloadOrScripts: bare,
    fontArrival: await measureFontArrival(
      { asServed: `${at.site}/`, withoutPreload: `${noEarlyFetch.url}/` },
      FONT_ARRIVAL_RUNS,
    ),
  };
  const origins = { served: at.site, bare: noEither.url };
  const twins = await twinsPass(
    pages,
    runs,
    async (twin, page, cpuSlowdown) => ({
      ...(await runLighthouse(`${origins[twin]}${page}`, at.chromium, 'mobile', cpuSlowdown)),
      page,
    }),
    calibratedMultiplier,
    floorPass.latestIndex,
  );
  return { blockingFloor, twins: { host: twins.host, pages: twins.twins }, latestIndex: twins.latestIndex };
}
