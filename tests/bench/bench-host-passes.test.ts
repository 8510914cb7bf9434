import { describe, expect, it } from 'vitest';
import { calibratedMultiplier } from '../../scripts/bench/calibration.ts';
import { twinsPass } from '../../scripts/bench/twins.ts';
import { lighthouseRun } from './lighthouse-figures.ts';

describe('each page beside its bare twin', () => {
  it('alternates the two, runs each twin at its page’s slowdown, and takes the median of the pairs’ differences', async () => {
    const calls: [string, string, number][] = [];
    // The served runs kept block 100, 300, 120 ms (the first, 500 ms, is redone); their twins, measured right
    // after each, 90, 60, 100 ms: the pairs differ by 10, 240 and 20 ms (median 20), while the medians differ by
    // 120 - 90 = 30 ms.
    const tbt = { served: [500, 100, 300, 120], bare: [90, 60, 100] };
    const measure = async (twin: 'served' | 'bare', page: string, cpuSlowdown: number) => {
      calls.push([twin, page, cpuSlowdown]);
      const tbtMs = tbt[twin][calls.filter(([kind]) => kind === twin).length - 1] as number;
      // The host reads as index 2,232 (7x) in the first two runs, then as 1,300 (3x).
      const benchmarkIndex = calls.length <= 2 ? 2232 : 1300;
      return lighthouseRun(page, { cpuSlowdown, benchmarkIndex, tbtMs });
    };
    const pass = await twinsPass(['/'], 3, measure, calibratedMultiplier, 1300);
    // The first served run is redone at the host's new speed; its twin runs at the redone run's slowdown.
    expect(calls).toEqual([
      ['served', '/', 3],
      ['served', '/', 7],
      ['bare', '/', 7],
      ['served', '/', 3],
      ['bare', '/', 3],
      ['served', '/', 3],
      ['bare', '/', 3],
    ]);
    expect(pass.twins).toHaveLength(1);
    const [pair] = pass.twins;
    expect(pair?.served.tbtMs).toBe(120);
    expect(pair?.bare.tbtMs).toBe(90);
    expect(pair?.overTwinMs).toBe(20);
    expect(pair?.pairs).toEqual([
      { cpuSlowdown: 7, servedTbtMs: 100, bareTbtMs: 90 },
      { cpuSlowdown: 3, servedTbtMs: 300, bareTbtMs: 60 },
      { cpuSlowdown: 3, servedTbtMs: 120, bareTbtMs: 100 },
    ]);
    expect(pass.host.recalibrated).toBe(1);
  });
});
