import { readFileSync } from 'node:fs';

/** A process's resident memory in MB, from /proc (the bench runs on Linux, as the servers do). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** Samples a process's resident memory every 250 ms while `work` runs: before, at its peak, and after. */
export async function watchMemory<T>(pid: number, work: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  try {
    const result = await work();
    const after = rssMb(pid);
    return { result, before, peak: Math.max(peak, after), after };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The measured server's resident memory: when it first answers, once every page has been served (the
 * Lighthouse passes and the sitemap's pages), at its peak under the load runs, and after them.
 */
export type ServerMemory = { startedMb: number; everyPageServedMb: number; loadPeakMb: number; afterLoadMb: number };
