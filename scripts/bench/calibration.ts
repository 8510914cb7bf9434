// The CPU slowdown that makes this host emulate the same phone as Lighthouse's default 4x does on the host
// it was tuned for (benchmarkIndex about 1,500): Lighthouse's own calculator (docs/performance.md).

/** Lighthouse's calculator, for a host's benchmarkIndex. */
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
 * Lighthouse at the start of that run) calls for: the run emulated the phone it was meant to.
 */
export function matchesHost(cpuSlowdown: number, benchmarkIndex: number): boolean {
  const wanted = calibratedMultiplier(benchmarkIndex);
  return Math.abs(cpuSlowdown - wanted) <= CALIBRATION_TOLERANCE * wanted;
}
