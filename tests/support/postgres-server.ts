import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

// A real PostgreSQL server for tests: Debian's binaries, a fresh cluster in a temporary directory, on a free
// loopback port. As root (CI) it runs as the unprivileged `postgres` user, as PostgreSQL insists.

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'postgres')));
  if (!found) throw new Error("PostgreSQL is not installed (Debian's postgresql package); .ci/run installs it");
  return found;
}

const asRoot = process.getuid?.() === 0;

function command(binary: string, args: string[]): [string, string[]] {
  const full = path.join(binDir(), binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
}

export type PostgresServer = {
  /** postgres://… of a database made for the caller. */
  url: string;
  port: number;
  /** A new, empty database on the same server. */
  createDatabase(name: string): string;
  /** Stops the server (fast shutdown: connections are cut) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  start(): Promise<void>;
};

export async function startPostgres(): Promise<PostgresServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'growthwise-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dataDir, uid, gid);
  }
  const [init, initArgs] = command('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(init, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  let child: ChildProcess | undefined;

  const psql = (sql: string) => {
    const [bin, args] = command('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-qAtc',
      sql,
    ]);
    // stderr ignored: while the server starts, each readiness probe's refusal would be printed.
    return execFileSync(bin, args, { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  };

  async function start() {
    const [bin, args] = command('postgres', [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-h',
      '127.0.0.1',
      // A throwaway cluster: durability off, speed on.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ]);
    child = spawn(bin, args, { stdio: 'ignore' });
    const started = Date.now();
    for (;;) {
      try {
        psql('SELECT 1');
        return;
      } catch {
        if (Date.now() - started > 20_000) throw new Error('PostgreSQL did not start within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    // The server's own pid (runuser, in between, does not pass SIGINT on): SIGINT is a fast shutdown.
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
    await exited;
  }

  await start();
  const urlFor = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url: urlFor('postgres'),
    port,
    createDatabase(name) {
      psql(`CREATE DATABASE ${name}`);
      return urlFor(name);
    },
    stop,
    start,
  };
}
