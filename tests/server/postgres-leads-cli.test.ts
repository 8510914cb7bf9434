import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from './support/test-app.ts';
import { startPostgres } from '../support/postgres-server.ts';
import type { PostgresServer } from '../support/postgres-server.ts';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store.ts';
import { createPool } from '../../server/db/postgres.ts';

// `npm run leads` against PostgreSQL, and the one-time move of a single machine's SQLite leads into it
// (README, "Running more than one replica").

let pg: PostgresServer;
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(() => pg.stop());

async function leadsCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['server/leads/cli.ts', ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const input = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  company: 'Analytical Engines',
  phone: 'Not provided',
  message: `${name} would like more leads.`,
});

async function sqliteWithThreeLeads(dataDir: string) {
  const sqlite = new SqliteLeadStore(dataDir);
  const sent = await sqlite.accept(input('Ada'), 1_000);
  await sqlite.markSent(sent.id, 2_000);
  const failed = await sqlite.accept(input('Grace'), 3_000);
  await sqlite.markFailed(failed.id, 'SendGrid 401: bad key');
  await sqlite.accept(input('Hedy'), 4_000);
  return sqlite;
}

describe('npm run leads with DATABASE_URL', () => {
  it('copies SQLite leads into PostgreSQL once, with their state, and sets the file aside', async () => {
    const dataDir = tempDataDir();
    await (await sqliteWithThreeLeads(dataDir)).close();
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.createDatabase('copy_leads') };

    const copied = await leadsCli(['--copy-to-postgres'], env);
    expect(copied.stdout).toMatch(/^Copied 3 lead\(s\) from .*leads\.sqlite into PostgreSQL \(0 were there already\)/);
    expect(copied.stdout).toContain('Undelivered leads in PostgreSQL at 127.0.0.1:');
    expect(copied.stdout).toContain('1 pending, 1 failed');
    expect(copied.stdout).toMatch(/#\d+ {2}failed .* Grace <grace@example\.com>.*last error: SendGrid 401: bad key/);
    expect(copied.status).toBe(1);
    expect(existsSync(path.join(dataDir, 'leads.sqlite'))).toBe(false);
    expect(readdirSync(dataDir).filter((file) => file.startsWith('leads-copied-to-postgres-'))).toHaveLength(1);

    const pool = createPool(env.DATABASE_URL, () => undefined);
    const { rows } = await pool.query('SELECT name, status, created_at, sent_at FROM leads ORDER BY created_at');
    expect(rows).toEqual([
      { name: 'Ada', status: 'sent', created_at: '1000', sent_at: '2000' },
      { name: 'Grace', status: 'failed', created_at: '3000', sent_at: null },
      { name: 'Hedy', status: 'pending', created_at: '4000', sent_at: null },
    ]);

    // Run again: the file has gone, nothing is added; and a file restored from a backup adds nothing twice.
    expect((await leadsCli(['--copy-to-postgres'], env)).stdout).toMatch(
      /^No SQLite lead store at .*: nothing to copy\./,
    );
    await (await sqliteWithThreeLeads(dataDir)).close();
    expect((await leadsCli(['--copy-to-postgres'], env)).stdout).toMatch(
      /^Copied 0 lead\(s\) .*\(3 were there already\)/,
    );
    expect((await pool.query('SELECT count(*)::int AS n FROM leads')).rows).toEqual([{ n: 3 }]);
    await pool.end();
  });

  it('refuses to copy while a server still has the SQLite file open, and copies nothing', async () => {
    const dataDir = tempDataDir();
    const open = await sqliteWithThreeLeads(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.createDatabase('copy_refused') };
    try {
      const refused = await leadsCli(['--copy-to-postgres'], env);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /leads\.sqlite is still open in another process .*: stop it first; nothing was copied\.$/,
      );
      expect(existsSync(path.join(dataDir, 'leads.sqlite'))).toBe(true);
    } finally {
      await open.close();
    }
    expect((await leadsCli([], env)).stdout).toContain('0 pending, 0 failed');
  });

  it('needs DATABASE_URL to copy, and says how to call it otherwise', async () => {
    const missing = await leadsCli(['--copy-to-postgres'], { DATA_DIR: tempDataDir() });
    expect([missing.status, missing.stderr.trim()]).toEqual([
      2,
      'DATABASE_URL is not set: say which PostgreSQL database the leads go to.',
    ]);
    const wrong = await leadsCli(['--copy'], { DATA_DIR: tempDataDir() });
    expect([wrong.status, wrong.stderr.trim()]).toEqual([2, 'Usage: npm run leads [-- --retry | --copy-to-postgres]']);
  });

  // Asked for, the usage is an answer (exit 0, on stdout), with what each command does; before, --help was an
  // unknown argument (exit 2).
  it.each(['--help', '-h'])('answers %s with what each command does', async (flag) => {
    const help = await leadsCli([flag], { DATA_DIR: tempDataDir() });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run leads \[-- --retry \| --copy-to-postgres\]\n/);
    for (const command of ['npm run leads ', '--retry', '--copy-to-postgres', 'DATABASE_URL', 'DATA_DIR'])
      expect(help.stdout).toContain(command);
  });
});
