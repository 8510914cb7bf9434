import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type LighthouseFigures = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Time to interactive: when the main thread went quiet with the page's scripts run. */
  ttiMs: number;
  bytes: number;
  firstLoadJsGzip: number;
  failedAudits: string[];
  /** The host's speed as Lighthouse measured it during this run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run used (4 is Lighthouse's mobile default). */
  cpuSlowdown: number;
  /** Main-thread work (script, style, layout, paint), scaled to the slowdown. */
  mainThreadMs: number;
  runs?: number;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** First-load JavaScript as gzip would send it: every script the page loaded, compressed with gzip -9. */
export async function gzipBytes(urls: string[]) {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** Lighthouse could not record the run (its runtimeError: NO_NAVSTART, PROTOCOL_TIMEOUT, ...). */
export class LighthouseRecordingError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** How often a run is tried when Lighthouse could not record it. */
const RECORDING_ATTEMPTS = 3;

/**
 * Runs `run` again when Lighthouse could not record it, as its message asks ("Please run Lighthouse again"):
 * on a busy shared host a trace now and then misses the navigation, and one such run used to end a whole
 * bench. A run that failed gave no figures, so running it again leaves the medians as they would be.
 */
export async function retryUnrecorded<T>(run: () => Promise<T>, what: string, attempts = RECORDING_ATTEMPTS) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LighthouseRecordingError) || attempt >= attempts) throw error;
      console.warn(
        `Lighthouse could not record ${what} (${error.code}); running it again (${attempt + 1} of ${attempts}).`,
      );
    }
  }
}

export function runLighthouse(
  pageUrl: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  cpuSlowdown?: number,
): Promise<LighthouseFigures> {
  return retryUnrecorded(() => runOnce(pageUrl, port, formFactor, cpuSlowdown), pageUrl);
}

async function runOnce(
  pageUrl: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  cpuSlowdown?: number,
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    pageUrl,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Merged into the mobile preset's throttling: only the CPU part changes.
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    } as Parameters<typeof lighthouse>[1],
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${pageUrl}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRecordingError(
      lhr.runtimeError.code,
      `Lighthouse failed on ${pageUrl}: ${lhr.runtimeError.message}`,
    );
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id];
  const requests = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = requests
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith('http'))
    .map((item) => item.url);
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    page: new URL(pageUrl).pathname,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
    cls: Number((audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
    ttiMs: Math.round(audit('interactive')?.numericValue ?? NaN),
    bytes: Math.round(audit('total-byte-weight')?.numericValue ?? NaN),
    firstLoadJsGzip: await gzipBytes(scripts),
    failedAudits,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
    mainThreadMs: Math.round(audit('mainthread-work-breakdown')?.numericValue ?? NaN),
  };
}
