// The CPU slowdowns the bench emulates phones with (docs/performance.md, "Measuring on any machine").

/** Lighthouse's calculator: the slowdown that makes a host of this benchmarkIndex emulate its mobile device. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  // Below the calculator's table (a host slower than a high-end phone): the same slope, never below 1x.
  else multiplier = Math.max(1, 1 + (benchmarkIndex - 300) / 500);
  return Math.round(multiplier * 100) / 100;
}

/** The host one budget is set on: "Lighthouse's default 4x on a host of index ~1,000" (README.md, Performance). */
const REFERENCE_HOST_INDEX = 1000;

/**
 * The slowdown that makes a host of this benchmarkIndex as slow as a host of index 1,000 at Lighthouse's
 * default 4x. The index counts the work a CPU gets through in a fixed time, and a CPU slowed down n times
 * gets through n times less (DevTools sets its own throttling presets so, by measuring the index under
 * throttling), so the slowdown grows with the index: 4x at 1,000, 8x at 2,000.
 */
export function referenceHost4xMultiplier(benchmarkIndex: number): number {
  return Math.max(1, Math.round(((4 * benchmarkIndex) / REFERENCE_HOST_INDEX) * 100) / 100);
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
