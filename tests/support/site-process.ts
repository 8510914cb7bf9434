import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built site (`dist/server/main.js`) in a process of its own, with a fresh data directory. */
export function spawnSite(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `growthwise-${port}-`)),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the site on this port answers /healthz; throws after the timeout. */
export async function waitForHealthy(port: number, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`site on port ${port} did not start within ${timeoutMs} ms`);
}
