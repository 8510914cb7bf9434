import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The memory settings `npm start` runs the server with (package.json's `config`, docs/operations.md). */
const { config } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  config: { node_options: string; malloc_arena_max: string };
};

/**
 * The built site (`dist/server/main.js` of `cwd`, by default this checkout) in a process of its own, with a fresh data directory and the memory
 * settings of `npm start`.
 */
export function spawnSite(port: number, env: Record<string, string>, cwd = process.cwd()): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: config.node_options,
      MALLOC_ARENA_MAX: config.malloc_arena_max,
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
