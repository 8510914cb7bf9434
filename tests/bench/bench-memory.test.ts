import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rssMb, watchMemory } from '../../scripts/bench/memory.ts';

// A process that takes 150 MB when told "grow" and gives it back when told "free" (collected at once, not
// swept in the background), answering each.
const HOLDER = `
let held;
process.stdin.on('data', (data) => {
  if (String(data).includes('grow')) { held = Buffer.alloc(150 * 1024 * 1024, 1); process.stdout.write('grown\\n'); }
  if (String(data).includes('free')) { held = undefined; gc(); process.stdout.write('freed\\n'); }
});
process.stdout.write('ready\\n');`;

async function startHolder() {
  const child = spawn(process.execPath, ['--expose-gc', '--no-concurrent-array-buffer-sweeping', '-e', HOLDER], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  const tell = async (what: 'grow' | 'free') => {
    const answer = once(child.stdout, 'data');
    child.stdin.write(`${what}\n`);
    await answer;
  };
  return { child, tell };
}

describe("the bench's memory figures", () => {
  afterEach(() => vi.useRealTimers());

  it("reads a process's resident memory and catches a peak that is gone by the end of the work", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { child, tell } = await startHolder();
    try {
      const figures = await watchMemory(child.pid!, async () => {
        await tell('grow');
        vi.advanceTimersByTime(250);
        await tell('free');
      });
      expect(figures.before).toBeGreaterThan(10);
      expect(figures.before).toBeLessThan(150);
      expect(figures.peak).toBeGreaterThanOrEqual(figures.before + 140);
      expect(figures.after).toBeLessThan(figures.peak - 100);
      expect(rssMb(child.pid!)).toBeLessThan(figures.peak - 100);
    } finally {
      child.kill();
    }
  });
});
