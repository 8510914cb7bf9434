import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../support/free-port.ts';
import { waitForHealthy } from '../support/site-process.ts';
import { waitForHydration } from '../support/hydration.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

// `npm run dev` without a CMS: the content is content-fallback/, read once at start, so the dev script has
// Node restart the server when a file there changes (README, "Content"). It runs here exactly as package.json
// says, in a copy of the project: its own content-fallback/ to edit, and its own Vite cache (node_modules/.vite)
// beside links to the installed packages, so a developer's own dev server is left alone.

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = ['src', 'server', 'scripts', 'content-fallback', 'vite.config.ts', 'tsconfig.json', 'package.json'];
const LINKED = ['public', 'package-lock.json'];
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
  for (const name of COPIED) cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  for (const name of LINKED) symlinkSync(path.join(ROOT, name), path.join(project, name));
  mkdirSync(path.join(project, 'node_modules'));
  for (const name of readdirSync(path.join(ROOT, 'node_modules')).filter((name) => name !== '.vite'))
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(project, 'node_modules', name));
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
  // Development's React reports what production's keeps to itself. The scripts in the head mark the document
  // before it hydrates, and a script in a page drawn by the app is inert: neither may be reported there. Hot
  // reload connects over the site's own port.
  it('reports nothing in the console on a first visit, visits within the site and a reload', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      const reported: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) reported.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => reported.push(`${page.url()}: ${error.message}`));
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(new URL(socket.url()).port));
      await page.goto(`http://127.0.0.1:${port}/blog`);
      await waitForHydration(page);
      await page.getByRole('main').locator('a[href="/blog/speed-to-lead"]').first().click();
      await page.locator('.share-save').waitFor();
      await page.reload();
      await waitForHydration(page);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      expect(await page.evaluate(() => 'restored' in document.documentElement.dataset)).toBe(true);
      expect(reported).toEqual([]);
      // Hot reload, on the site's own port (another dev server may hold any other).
      expect(sockets.length).toBeGreaterThan(0);
      expect(new Set(sockets)).toEqual(new Set([String(port)]));
    } finally {
      await browser.close();
    }
  }, 30_000);

  it('shows an edit to a post in content-fallback/ on the next load', async () => {
    expect(await page('/blog/speed-to-lead')).toMatch(/^200 [\s\S]*<h1>Speed to Lead Is the Cheapest/);
    const file = post('speed-to-lead');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Speed to Lead', 'title: Edited, Speed to Lead'));
    await expect.poll(() => page('/blog/speed-to-lead'), WAIT).toMatch(/^200 [\s\S]*<h1>Edited, Speed to Lead/);
  }, 30_000);

  it('names a broken file and starts again once it is mended', async () => {
    writeFileSync(post('broken'), '---\ntitle: Broken\nslug: broken\npublishedDate: March 3\n---\nBody\n');
    await expect.poll(() => output, WAIT).toMatch(/Content error: .*posts\/broken\.md: publishedDate: /);
    expect(await page('/healthz')).toBe('not listening');
    rmSync(post('broken'));
    await expect.poll(() => page('/blog'), WAIT).toMatch(/^200 /);
  }, 30_000);
});
