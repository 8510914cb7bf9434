import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { spawnSite, waitForHealthy } from '../../tests/support/site-process.ts';

const children: ChildProcess[] = [];
/** What runs inside the bench's own process (the CMS fakes) and keeps it alive until closed. */
const closers: (() => Promise<void>)[] = [];

export const url = (port: number) => `http://127.0.0.1:${port}`;

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

/** The production server, as `npm start` runs it, in a process of its own; `cwd` holds another build. */
export async function startSite(port: number, env: Record<string, string>, timeoutMs?: number, cwd?: string) {
  const child = spawnSite(port, { CONTACT_RATE_LIMIT: '100000', ...env }, cwd);
  children.push(child);
  await waitForHealthy(port, timeoutMs);
  return {
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A process the bench needs while it measures, stopped with the others (stopAll). */
export function startChild(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** Debian's Chromium with a DevTools port for Lighthouse; no network beyond this machine. */
export async function startChromium(port: number) {
  startChild(CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    '--disable-extensions',
    '--disable-dev-shm-usage',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'growthwise-bench-chromium-'))}`,
    'about:blank',
  ]);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 'chromium');
}

/** Has `stopAll` close `resource` with everything else when the bench ends, measured or failed. */
export function closeAtEnd<T extends { close(): Promise<void> }>(resource: T) {
  closers.push(() => resource.close());
  return resource;
}

/**
 * Stops every process the bench started and closes what it opened, once: after the last measurement, and
 * again (doing nothing) when the bench ends, so a failed bench exits instead of waiting on its fakes.
 */
export async function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(closers.splice(0).map((close) => close()));
}

/**
 * Stopped by a signal (a kill by PID, a CI's time limit, Ctrl-C where it reaches the bench alone), the bench stops
 * what it started before it exits, instead of leaving the servers and the browser running.
 */
export function stopAllOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(code)));
  }
}
