import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

// A real Varnish for tests: Debian's varnishd with the shipped VCL (deploy/varnish/default.vcl), its one
// backend replaced by the replicas under test behind a director, as docs/operations.md shows for several.

const VARNISHD = '/usr/sbin/varnishd';
const SHIPPED_VCL = path.resolve(import.meta.dirname, '../../deploy/varnish/default.vcl');
const BACKEND = /backend default \{[^}]*\}\n/;

export type VarnishServer = { url: string; port: number; stop(): Promise<void> };

/**
 * The shipped VCL in front of `ports` (replicas on 127.0.0.1): `fallback` sends every fetch to the first that is
 * healthy, `round_robin` takes turns.
 */
export function vclFor(ports: number[], director: 'fallback' | 'round_robin'): string {
  const shipped = readFileSync(SHIPPED_VCL, 'utf8');
  if (!BACKEND.test(shipped)) throw new Error('the shipped VCL has no `backend default` block');
  const backends = ports
    .map(
      (port, i) =>
        `backend replica_${i} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = site_health;\n}\n`,
    )
    .join('');
  const added = ports.map((_, i) => `    replicas.add_backend(replica_${i});`).join('\n');
  const replicas = `import directors;\n${backends}\nsub vcl_init {\n    new replicas = directors.${director}();\n${added}\n}\n\nsub vcl_recv {\n    set req.backend_hint = replicas.backend();\n}\n`;
  return shipped.replace(BACKEND, replicas);
}

export async function startVarnish(
  ports: number[],
  options: { port?: number; director?: 'fallback' | 'round_robin' } = {},
): Promise<VarnishServer> {
  if (!existsSync(VARNISHD))
    throw new Error("Varnish is not installed (Debian's varnish package); .ci/run installs it");
  const dir = mkdtempSync(path.join(tmpdir(), 'growthwise-varnish-'));
  const vcl = path.join(dir, 'site.vcl');
  writeFileSync(vcl, vclFor(ports, options.director ?? 'round_robin'));
  const port = options.port ?? (await freePort());
  // -F: in the foreground, so it stops with its PID; -j none: no privilege separation, as root or not.
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl,
      '-s',
      'malloc,64m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${errors}`);
    const answered = await fetch(`${url}/__varnish-ready`, { method: 'PURGE' }).then(
      (response) => response.status,
      () => undefined,
    );
    if (answered !== undefined) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`varnishd did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
