import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { STACK } from './stack-config.ts';

test.describe('configuration at start', () => {
  for (const [env, variable] of [
    [{ PORT: 'abc' }, 'PORT'],
    [{ CONTENT_PROVIDER: 'wordpress' }, 'CONTENT_PROVIDER'],
    [{ CONTENTFUL_SPACE_ID: 'space' }, 'CONTENTFUL_ACCESS_TOKEN'],
    // Before, the logger threw with its stack, and a HOST the default SITE_URL cannot be built from threw a
    // TypeError with its stack.
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ HOST: '999.1.1.1' }, 'HOST'],
  ] as const) {
    test(`a bad ${variable} stops the built server with one line naming it`, () => {
      const result = spawnSync(process.execPath, ['dist/server/main.js'], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${variable} `));
      expect(result.stdout).toBe('');
    });
  }

  test('a DATA_DIR the lead database cannot be made in stops the built server with one line naming it', () => {
    // A file where the folder should be (a read-only image or another user's folder fails the same way).
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'growthwise-datadir-')), 'data');
    writeFileSync(file, '');
    const result = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'error', DATA_DIR: file },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Configuration error: DATA_DIR must be a folder the server can keep its lead database in: ${file}/leads.sqlite cannot be opened (EEXIST: file already exists, mkdir '${file}')`,
    ]);
    expect(result.stdout).toBe('');
  });

  test('a PORT already in use stops the built server with one line naming it', () => {
    // The end-to-end stack's offline site holds its port for the whole run.
    const result = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: {
        PATH: process.env.PATH,
        PORT: String(STACK.offline),
        LOG_LEVEL: 'error',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'growthwise-busy-')),
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Listen error: PORT: 127.0.0.1:${STACK.offline} is already in use`,
    ]);
  });
});
