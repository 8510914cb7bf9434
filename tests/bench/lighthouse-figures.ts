import type { LighthouseFigures } from '../../scripts/bench/lighthouse-run.ts';

/** One mobile Lighthouse run as the bench records it: a quiet page at 4x, with the given changes. */
export const lighthouseRun = (page: string, changes: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  page,
  formFactor: 'mobile',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_000,
  cls: 0,
  tbtMs: 20,
  ttiMs: 1_500,
  bytes: 150 * 1024,
  firstLoadJsGzip: 100 * 1024,
  failedAudits: [],
  benchmarkIndex: 1_000,
  cpuSlowdown: 4,
  mainThreadMs: 900,
  ...changes,
});
