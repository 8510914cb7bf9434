import { describe, expect, it } from 'vitest';
import { calibratedMultiplier } from '../../scripts/bench/calibration.ts';

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
