import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../../server/config.ts';

describe('the documented environment', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const exampleVars = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const readmeTable = readFileSync(path.join(root, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'));

  it('README and .env.example name every variable the server reads, and nothing else', () => {
    expect(Object.keys(exampleVars).sort()).toEqual([...ENV_VARIABLES].sort());
    for (const variable of ENV_VARIABLES) {
      expect(readmeTable.some((row) => row.split('|')[1]?.includes(`\`${variable}\``))).toBe(true);
    }
  });

  it('.env.example starts the server as it stands', () => {
    expect(loadConfig(exampleVars, '/srv/site')).toMatchObject({ logLevel: 'info', content: { name: 'local' } });
  });
});
