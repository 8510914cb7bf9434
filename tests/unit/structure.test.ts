import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

type Violation = { rule: { name: string }; from: string; to: string };

/** Cruises a fixture tree with the project's own rules (the lint run excludes the fixtures; this does not). */
async function violationsIn(folder: string): Promise<Violation[]> {
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const args = [bin, folder, '--config', '.dependency-cruiser.cjs', '--exclude', '^$', '--output-type', 'json'];
  const { stdout } = await run(process.execPath, args, { cwd: root }).catch((error: { stdout: string }) => error);
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('structure rules (dependency-cruiser, part of npm run lint)', () => {
  it('rejects an import cycle and a feature importing another feature, and allows features/content', async () => {
    const violations = await violationsIn('tests/lint-fixtures/structure');
    const found = violations.map((v) => `${v.rule.name}: ${path.basename(v.from)} -> ${path.basename(v.to)}`);
    expect(found.sort()).toEqual(['feature-internals: bad.ts -> about-content.ts', 'no-circular: a.ts -> b.ts']);
  });

  it('finds nothing to reject in the project itself', async () => {
    expect(await violationsIn('src')).toEqual([]);
  });
});
