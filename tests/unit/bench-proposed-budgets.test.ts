import { describe, expect, it } from 'vitest';
import { proposedChecks } from '../../scripts/bench/proposed-budgets.ts';
import type { Twins } from '../../scripts/bench/twins.ts';
import { lighthouseRun } from '../support/lighthouse-figures.ts';

const KB = 1024;
const floor = { reactBytes: 66.3 * KB, routerAppBytes: 93.1 * KB };
const page = (path: string, kb: number) => ({ page: path, firstLoadJsGzip: kb * KB });
const pair = (path: string, served: [number, number], bare: [number, number], overTwinMs: number): Twins => ({
  page: path,
  served: lighthouseRun(path, { cpuSlowdown: 13.2, performance: served[0], tbtMs: served[1] }),
  bare: lighthouseRun(path, { cpuSlowdown: 13.2, performance: bare[0], tbtMs: bare[1] }),
  overTwinMs,
  pairs: [{ cpuSlowdown: 13.2, servedTbtMs: served[1], bareTbtMs: bare[1] }],
});

// Option 1 of docs/decisions/phone-budgets-and-their-floors.md: each budget measured from its floor.
describe("the decision record's proposed budgets", () => {
  it("judge the site's own JavaScript over the stack's floor: 17 KB on /, 20 KB on any page", () => {
    const [js] = proposedChecks([page('/', 109.7), page('/blog/a-post', 110), page('/blog', 108.2)], floor, []);
    expect(js).toEqual({
      budget:
        "The site's first-load JS over the stack's 93.1 KB, every page in the sitemap (3): / <= 17.0 KB, any page <= 20.0 KB",
      measured: '0 over; / 16.6 KB, heaviest /blog/a-post 16.9 KB',
      ok: true,
    });
    // 17.2 KB on / is over its 17 KB, though any other page may carry it.
    expect(proposedChecks([page('/', 110.3), page('/about', 110.3)], floor, [])[0]).toMatchObject({
      measured: '1 over; / 17.2 KB, heaviest / 17.2 KB',
      ok: false,
    });
    expect(proposedChecks([page('/', 100), page('/services/ai', 113.2)], floor, [])[0]).toMatchObject({
      measured: '1 over; / 6.9 KB, heaviest /services/ai 20.1 KB',
      ok: false,
    });
    expect(proposedChecks([], floor, [])[0]).toMatchObject({ measured: 'no page measured', ok: false });
  });

  it("judge each page's blocking time and score against its bare twin's, from the pairs", () => {
    const checks = proposedChecks([], floor, [
      pair('/', [100, 80], [99, 120], -28),
      pair('/resources/x', [96, 162], [99, 122], 111),
    ]);
    expect(checks.slice(1)).toEqual([
      { budget: 'TBT / at 13.2x <= 50 ms over its bare twin', measured: '80 / 120 ms: -28 ms over', ok: true },
      { budget: "Performance / at 13.2x >= its bare twin's - 2", measured: '100 / 99', ok: true },
      {
        budget: 'TBT /resources/x at 13.2x <= 50 ms over its bare twin',
        measured: '162 / 122 ms: 111 ms over',
        ok: false,
      },
      { budget: "Performance /resources/x at 13.2x >= its bare twin's - 2", measured: '96 / 99', ok: false },
    ]);
  });
});
