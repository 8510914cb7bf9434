import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the documents a newcomer reads', () => {
  it('keep the README to at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('list every decision record in docs/architecture.md', () => {
    const architecture = read('docs/architecture.md');
    for (const record of readdirSync(path.join(root, 'docs/decisions'))) {
      expect(architecture, record).toContain(`(decisions/${record})`);
    }
  });

  it('describe what is: no file of the repository dates itself by a stop of the work', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
      .toString()
      .split('\n')
      .filter((file) => /\.(md|ts|tsx|mjs|cjs|js|css|sh)$/.test(file));
    const dated = files.filter((file) => /\bstop \d+\b/i.test(read(file)));
    expect(dated).toEqual([]);
  });
});
