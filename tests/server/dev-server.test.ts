import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../support/free-port.ts';
import { waitForHealthy } from '../support/site-process.ts';

// `npm run dev` without a CMS: the content is content-fallback/, read once at start, so the dev script has
// Node restart the server when a file there changes (README, "Content"). It runs here exactly as
// package.json says, in a copy of the project whose content-fallback/ is its own (the rest is linked).

const ROOT = path.resolve(import.meta.dirname, '../..');
const LINKED = [
  'src',
  'server',
  'scripts',
  'public',
  'node_modules',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];
const WAIT = { timeout: 20_000, interval: 200 };

let project: string;
let port: number;
let dev: ChildProcess;
let output = '';

const post = (slug: string) => path.join(project, 'content-fallback/posts', `${slug}.md`);
const page = async (pathname: string) => {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${pathname}`);
    return `${answer.status} ${await answer.text()}`;
  } catch {
    return 'not listening';
  }
};

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'growthwise-dev-'));
  for (const name of LINKED) symlinkSync(path.join(ROOT, name), path.join(project, name));
  cpSync(path.join(ROOT, 'content-fallback'), path.join(project, 'content-fallback'), { recursive: true });
  [port] = (await freePorts(1)) as [number];
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { dev: string } })
    .scripts.dev;
  const [command, ...args] = script.split(' ');
  expect(command).toBe('node');
  // A process group of its own: Node's watcher runs the server as its child, and both are stopped together.
  dev = spawn(process.execPath, args, {
    cwd: project,
    detached: true,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'growthwise-dev-data-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [dev.stdout, dev.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealthy(port);
}, 40_000);

afterAll(() => {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(project, { recursive: true, force: true });
});

describe('npm run dev without a CMS', () => {
  it('shows an edit to a post in content-fallback/ on the next load', async () => {
    expect(await page('/blog/speed-to-lead')).toMatch(/^200 [\s\S]*<h1>Speed to Lead Is the Cheapest/);
    const file = post('speed-to-lead');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Speed to Lead', 'title: Edited, Speed to Lead'));
    await expect.poll(() => page('/blog/speed-to-lead'), WAIT).toMatch(/^200 [\s\S]*<h1>Edited, Speed to Lead/);
  }, 30_000);

  it('names a broken file and starts again once it is mended', async () => {
    writeFileSync(post('broken'), '---\ntitle: Broken\nslug: broken\n---\nBody\n');
    await expect.poll(() => output, WAIT).toMatch(/Content error: .*posts\/broken\.md: author: /);
    expect(await page('/healthz')).toBe('not listening');
    rmSync(post('broken'));
    await expect.poll(() => page('/blog'), WAIT).toMatch(/^200 /);
  }, 30_000);
});
