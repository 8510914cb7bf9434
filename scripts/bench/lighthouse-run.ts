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
async function gzipBytes(urls: string[]) {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

export async function runLighthouse(
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
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pageUrl}: ${lhr.runtimeError.message}`);
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
    bytes: Math.round(audit('total-byte-weight')?.numericValue ?? NaN),
    firstLoadJsGzip: await gzipBytes(scripts),
    failedAudits,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
    mainThreadMs: Math.round(audit('mainthread-work-breakdown')?.numericValue ?? NaN),
  };
}
