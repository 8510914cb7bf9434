import { spawnSync } from 'node:child_process';
import { test, expect } from '@playwright/test';

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
});
