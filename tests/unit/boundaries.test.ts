import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const fixture = (name: string) => readFileSync(path.join(root, 'tests/lint-fixtures', name), 'utf8');

describe('module boundaries (DESIGN.md section 4) are enforced by lint', () => {
  it.each([
    ['src-imports-node.ts', 'src/features/home/bad.ts', 'no-restricted-imports'],
    ['src-imports-contentful.ts', 'src/features/blog/bad.ts', 'no-restricted-imports'],
    ['src-imports-server.ts', 'src/features/contact/bad.ts', 'no-restricted-imports'],
    ['src-reads-env.ts', 'src/site/bad.ts', 'no-restricted-globals'],
    ['src-reads-env.ts', 'src/site/bad.ts', 'no-restricted-syntax'],
    ['server-imports-sendgrid.ts', 'server/routes/bad.ts', 'no-restricted-imports'],
    ['server-imports-src-component.ts', 'server/routes/bad.ts', 'no-restricted-imports'],
  ])('%s placed at %s fails with %s', async (name, filePath, rule) => {
    expect(await ruleIdsFor(fixture(name), filePath)).toContain(rule);
  });

  it('lets each SDK live in its one home', async () => {
    expect(await ruleIdsFor(fixture('server-imports-sendgrid.ts'), 'server/leads/mailer.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIdsFor(
        "import { createClient } from 'contentful';\nexport const c = createClient;\n",
        'server/content/contentful/client.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "import { createClient } from 'contentful';\nexport const c = createClient;\n",
        'server/content/local/bad.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor("import { unified } from 'unified';\nexport const u = unified;\n", 'server/routes/bad.ts'),
    ).toContain('no-restricted-imports');
  });

  it('lets server/ import the model and the server-render entry only', async () => {
    expect(
      await ruleIdsFor("import { brand } from '../src/model/brand';\nexport const b = brand;\n", 'server/config.ts'),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "import { renderPage } from '../src/entry-server';\nexport const r = renderPage;\n",
        'server/main.ts',
      ),
    ).toEqual([]);
  });

  it('rejects default exports and barrel files', async () => {
    expect(await ruleIdsFor('export default 1;\n', 'server/bad.ts')).toContain('no-restricted-syntax');
    expect(await ruleIdsFor("export * from './thing';\n", 'src/features/index.ts')).toContain('no-restricted-syntax');
  });
});
