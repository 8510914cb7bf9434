import { describe, expect, it } from 'vitest';
import { trailingRead } from '../../server/content/trailing-read.ts';

/** Reads that the test ends by hand, counting how many were begun. */
function manualReads() {
  const pending: (() => void)[] = [];
  let begun = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      begun += 1;
      const number = begun;
      pending.push(() => resolve(number));
    });
  return { read, begun: () => begun, finishNext: () => pending.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('trailingRead', () => {
  it('gives callers during a read one next read, begun only after the running one ends', async () => {
    const reads = manualReads();
    const next = trailingRead(reads.read);
    const first = next();
    const during = [next(), next(), next()];
    expect(reads.begun()).toBe(1);
    reads.finishNext();
    expect(await first).toBe(1);
    await settle();
    expect(reads.begun()).toBe(2);
    reads.finishNext();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    const later = next();
    expect(reads.begun()).toBe(3);
    reads.finishNext();
    expect(await later).toBe(3);
  });

  it('starts the next read after a failed one, and the failure reaches only its own callers', async () => {
    let calls = 0;
    const next = trailingRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('CMS down');
      return calls;
    });
    const [failed, after] = [next(), next()];
    await expect(failed).rejects.toThrow('CMS down');
    expect(await after).toBe(2);
  });
});
