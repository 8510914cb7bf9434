import { describe, expect, it } from 'vitest';
import { checkBudgets, type BenchFigures } from '../../scripts/bench/budgets.ts';
import type { LighthouseFigures } from '../../scripts/bench/lighthouse-run.ts';

const KB = 1024;
const floor = { reactBytes: 66.3 * KB, routerAppBytes: 93.1 * KB };

const run = (page: string, firstLoadJsGzip: number): LighthouseFigures => ({
  page,
  formFactor: 'mobile',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_000,
  cls: 0,
  tbtMs: 20,
  bytes: 150 * KB,
  firstLoadJsGzip,
  failedAudits: [],
  benchmarkIndex: 1_000,
  cpuSlowdown: 4,
  mainThreadMs: 900,
});

const figures = (runs: LighthouseFigures[]): BenchFigures => ({
  calibrated: runs,
  default4x: runs,
  interactions: [],
  load: [],
  slowApi: { rps: 1_000, p50Ms: 1, p99Ms: 5, errors: 0, non2xx: 0 },
  homeHtmlBr: 9 * KB,
  externalCss: false,
});

const jsCheck = (page: string, bytes: number) =>
  checkBudgets(figures([run(page, bytes)]), floor).find((check) => check.budget.startsWith(`First-load JS ${page} `));

describe("the bench's first-load JavaScript budget", () => {
  it("judges / against 90 KB and every other page against 100 KB, and names the stack's floor and the site's share", () => {
    expect(jsCheck('/', 110.2 * KB)).toEqual({
      budget: 'First-load JS / <= 90 KB gzip',
      measured: '110.2 KB (stack 93.1 KB + site 17.1 KB)',
      ok: false,
    });
    expect(jsCheck('/services', 99.5 * KB)).toEqual({
      budget: 'First-load JS /services <= 100 KB gzip',
      measured: '99.5 KB (stack 93.1 KB + site 6.4 KB)',
      ok: true,
    });
    expect(jsCheck('/', 90 * KB)?.ok).toBe(true);
  });
});
