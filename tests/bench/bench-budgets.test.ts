import { describe, expect, it } from 'vitest';
import {
  NOISY_HOST,
  checkBudgets,
  checkScaleBudgets,
  type BenchFigures,
  type Check,
} from '../../scripts/bench/budgets.ts';
import type { ScaleFigures } from '../../scripts/bench/blog-at-scale.ts';
import type { PageJs } from '../../scripts/bench/every-page-js.ts';
import type { Twins } from '../../scripts/bench/twins.ts';
import { lighthouseRun } from './lighthouse-figures.ts';

const KB = 1024;
const floor = { reactBytes: 66.3 * KB, routerAppBytes: 93.1 * KB };

const pair = (page: string, servedTbtMs: number, bareTbtMs: number, performance = 100): Twins => ({
  page,
  served: lighthouseRun(page, { tbtMs: servedTbtMs, performance, cpuSlowdown: 9 }),
  bare: lighthouseRun(page, { tbtMs: bareTbtMs, performance: 100, cpuSlowdown: 9 }),
  overTwinMs: servedTbtMs - bareTbtMs,
  pairs: [{ cpuSlowdown: 9, servedTbtMs, bareTbtMs }],
});

const figures = (changes: Partial<BenchFigures> = {}): BenchFigures => ({
  twins: [pair('/', 120, 90)],
  interactions: [{ interaction: 'open the mobile menu', cpuSlowdown: 4, durationMs: 260, runs: [260] }],
  everyPageJs: [{ page: '/', firstLoadJsGzip: 109 * KB }],
  load: [],
  slowApi: { rps: 1_000, p50Ms: 1, p99Ms: 25, errors: 0, non2xx: 0 },
  homeHtmlBr: 9 * KB,
  externalCss: false,
  scale: [],
  throughVarnish: [],
  ...changes,
});

const find = (checks: Check[], start: string) => checks.find((check) => check.budget.startsWith(start));

describe("the bench's budget on the site's own JavaScript", () => {
  const jsCheck = (pages: PageJs[]) =>
    find(checkBudgets(figures({ everyPageJs: pages }), floor).checks, 'Site JS over the stack');
  const page = (path: string, kb: number): PageJs => ({ page: path, firstLoadJsGzip: kb * KB });

  it('judges the share over the floor: 17 KB on /, 20 KB on any page, and names the heaviest', () => {
    expect(jsCheck([page('/', 110), page('/services/ai', 113.8)])).toEqual({
      budget: "Site JS over the stack's 93.1 KB, every page in the sitemap (2): / <= 17.0 KB, any page <= 20.0 KB",
      measured: '1 over; / 16.9 KB, heaviest /services/ai 20.7 KB',
      ok: false,
    });
    expect(jsCheck([page('/', 110), page('/services/ai', 113)])?.ok).toBe(true);
    expect(jsCheck([page('/', 110.2)])?.ok).toBe(false);
  });

  it('is missed when no page, or not /, could be measured', () => {
    expect(jsCheck([])?.ok).toBe(false);
    expect(jsCheck([page('/services', 100)])?.ok).toBe(false);
  });
});

describe("the bench's timing budgets against each page's bare twin", () => {
  it('judges TBT over the twin and performance against the twin on a quiet host', () => {
    const { noisy, checks } = checkBudgets(
      figures({ twins: [pair('/', 120, 90), pair('/blog', 160, 100, 95)] }),
      floor,
    );
    expect(noisy).toBe(false);
    expect(find(checks, 'TBT / ')).toMatchObject({ measured: '120 / 90 ms: 30 ms over', ok: true });
    expect(find(checks, 'TBT /blog ')).toMatchObject({ measured: '160 / 100 ms: 60 ms over', ok: false });
    expect(find(checks, 'Performance /blog ')).toMatchObject({ measured: '95 / 100', ok: false });
    expect(find(checks, 'open the mobile menu')?.ok).toBe(false);
    expect(find(checks, '/api/posts p99')?.ok).toBe(false);
  });

  it(`says "${NOISY_HOST}" when the bare twin of / blocks over 150 ms, and judges only what does not follow the host`, () => {
    const noisyTwins = [
      pair('/', 900, 400),
      { ...pair('/blog', 300, 200), served: lighthouseRun('/blog', { cls: 0.1 }) },
    ];
    const { noisy, checks } = checkBudgets(figures({ twins: noisyTwins }), floor);
    expect(noisy).toBe(true);
    for (const start of ['TBT /', 'Performance /', 'open the mobile menu', '/api/posts p99']) {
      expect(find(checks, start)?.ok, start).toBeNull();
    }
    // Still judged: the JavaScript share, the home page's bytes, CLS and the other scores.
    expect(find(checks, 'Site JS')?.ok).toBe(true);
    expect(find(checks, 'HTML + critical CSS')?.ok).toBe(true);
    expect(find(checks, 'CLS /blog')?.ok).toBe(false);
    expect(find(checks, 'A11y/BP/SEO /')?.ok).toBe(true);
  });

  it('judges a11y, best practices and SEO at 100 on every page whatever the host', () => {
    const served = lighthouseRun('/services', { seo: 92 });
    const { checks } = checkBudgets(
      figures({ twins: [pair('/', 60, 40), { ...pair('/services', 60, 40), served }] }),
      floor,
    );
    expect(find(checks, 'A11y/BP/SEO /services')).toMatchObject({ measured: '100/100/92', ok: false });
  });
});

describe("the bench's budgets for a blog of 10,000 posts", () => {
  const run = (rssMb: number, refreshMs: number | null, p99Ms: number): ScaleFigures => ({
    provider: refreshMs === null ? 'local' : 'contentful',
    posts: 10_000,
    warmSeconds: 12,
    rssMb,
    refreshMs,
    loads: [{ path: '/blog?page=400', rps: 2_000, p50Ms: 3, p99Ms, errors: 0, non2xx: 0 }],
  });

  it('judges memory on any host, and the refresh and p99 only on a quiet one', () => {
    const quiet = checkScaleBudgets([run(351, 5_001, 51), run(350, null, 50)], false);
    expect(quiet.map((check) => check.ok)).toEqual([false, false, false, true, true]);
    expect(quiet[1]?.budget).toBe('List refreshed after a publish, 10000 posts on contentful <= 5000 ms');
    const noisy = checkScaleBudgets([run(351, 5_001, 51)], true);
    expect(noisy.map((check) => check.ok)).toEqual([false, null, null]);
  });
});
