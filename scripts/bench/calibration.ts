// The CPU slowdowns the bench emulates phones with (docs/performance.md, "Measuring").

/** Lighthouse's calculator: the slowdown that makes a host of this benchmarkIndex emulate its mobile device. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  // Below the calculator's table (a host slower than a high-end phone): the same slope, never below 1x.
  else multiplier = Math.max(1, 1 + (benchmarkIndex - 300) / 500);
  return Math.round(multiplier * 100) / 100;
}

/** How far a run's slowdown may be from what its own host measurement calls for (shared hosts drift). */
const CALIBRATION_TOLERANCE = 0.15;

/**
 * True when the slowdown a run used is within the tolerance of the one its own benchmarkIndex (measured by
 * Lighthouse at the start of that run) calls for by the pass's `target`: the run emulated the phone it was
 * meant to.
 */
export function matchesHost(
  cpuSlowdown: number,
  benchmarkIndex: number,
  target: (benchmarkIndex: number) => number,
): boolean {
  const wanted = target(benchmarkIndex);
  return Math.abs(cpuSlowdown - wanted) <= CALIBRATION_TOLERANCE * wanted;
}
