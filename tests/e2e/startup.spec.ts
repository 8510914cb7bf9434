import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { STACK } from './stack-config.ts';

test.describe('configuration at start @desktop', () => {
  for (const [env, variable] of [
    [{ PORT: 'abc' }, 'PORT'],
    [{ CONTENT_PROVIDER: 'wordpress' }, 'CONTENT_PROVIDER'],
    [{ CONTENTFUL_SPACE_ID: 'space' }, 'CONTENTFUL_ACCESS_TOKEN'],
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
