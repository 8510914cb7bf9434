import { describe, expect, it } from 'vitest';
import { calibratedMultiplier, matchesHost } from '../../scripts/bench/calibration.ts';

describe("the bench's CPU slowdown calibration", () => {
  it("follows Lighthouse's calculator", () => {
    expect(calibratedMultiplier(800)).toBe(2);
    expect(calibratedMultiplier(1000)).toBe(2.4);
    expect(calibratedMultiplier(1299)).toBe(3);
    expect(calibratedMultiplier(1300)).toBe(3);
    expect(calibratedMultiplier(1533)).toBe(4);
    expect(calibratedMultiplier(2000)).toBe(6);
  });

  it('keeps the slope below the table and never goes under 1x', () => {
    expect(calibratedMultiplier(550)).toBe(1.5);
    expect(calibratedMultiplier(100)).toBe(1);
  });
});

describe('a calibrated run checked against its own host measurement', () => {
  it('is kept when the slowdown it used is within 15 % of what its index calls for', () => {
    expect(matchesHost(6, 2000, calibratedMultiplier)).toBe(true);
    expect(matchesHost(5.2, 2000, calibratedMultiplier)).toBe(true);
    expect(matchesHost(2.4, 1000, calibratedMultiplier)).toBe(true);
  });

  it('is redone when the host drifted between the measurement the slowdown came from and the run', () => {
    // 6.25x chosen for an index of 2,057; the run itself measured 1,158 (a busier host): 2.72x was due.
    expect(matchesHost(6.25, 1158, calibratedMultiplier)).toBe(false);
    expect(matchesHost(4, 2166, calibratedMultiplier)).toBe(false);
  });
});
