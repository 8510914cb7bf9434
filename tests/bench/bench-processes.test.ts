import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startContentfulFake } from '../fakes/contentful-fake.ts';
import { closeAtEnd, stopAll } from '../../scripts/bench/processes.ts';

describe('the end of a bench', () => {
  it('closes the fakes it runs in its own process, so a failed bench exits instead of waiting on them', async () => {
    const fake = closeAtEnd(await startContentfulFake());
    await expect(fetch(fake.url)).resolves.toBeInstanceOf(Response);
    await stopAll();
    await expect(fetch(fake.url)).rejects.toThrow();
    // Called again when the bench ends after its last measurement: nothing left to close, and no error.
    await expect(stopAll()).resolves.toBeUndefined();
  });
});

describe('a bench stopped by a signal', () => {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('stops what it started before it exits (%s)', async (signal, code) => {
    const bench = spawn(process.execPath, ['tests/bench/bench-stopped-by-signal.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(bench.stdout, 'data')) as [Buffer];
    const childPid = Number(line.toString().trim());
    onTestFinished(() => {
      if (alive(childPid)) process.kill(childPid);
    });
    expect(alive(childPid)).toBe(true);
    bench.kill(signal);
    const [exitCode] = (await once(bench, 'exit')) as [number | null];
    expect(exitCode).toBe(code);
    await expect.poll(() => alive(childPid), { timeout: 5_000 }).toBe(false);
  });
});
