import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';
import { startupProblem } from '../../server/run-or-exit.ts';
import { loadConfig } from '../../server/config.ts';

describe('start-up mistakes are errors, not exits', () => {
  it('a bad content file rejects createSite (the test fails, the worker lives) with one line for the operator', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'growthwise-content-'));
    mkdirSync(path.join(root, 'resources'));
    mkdirSync(path.join(root, 'posts'));
    writeFileSync(path.join(root, 'posts/broken.md'), '---\ntitle: Broken\nslug: broken\n---\nBody');
    const error = await buildTestApp({}, { fallbackDir: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(startupProblem(error)).toMatch(/^Content error: .*posts\/broken\.md: .*author: /);
  });

  it('a bad variable is one line naming it', () => {
    const error = (() => {
      try {
        return loadConfig({ PORT: 'abc' });
      } catch (e) {
        return e;
      }
    })();
    expect(startupProblem(error)).toBe('Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(startupProblem(new Error('something else'))).toBeUndefined();
  });
});
