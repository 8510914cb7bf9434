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

describe('module boundaries (docs/architecture.md) are enforced by lint', () => {
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
    const cloudflare = "import Cloudflare from 'cloudflare';\nexport const c = Cloudflare;\n";
    expect(await ruleIdsFor(cloudflare, 'server/cdn/cloudflare/definition.ts')).toEqual([]);
    expect(await ruleIdsFor(cloudflare, 'server/cdn/fastly/bad.ts')).toContain('no-restricted-imports');
    const fastly = "import { PurgeApi } from 'fastly';\nexport const p = PurgeApi;\n";
    expect(await ruleIdsFor(fastly, 'server/cdn/fastly/definition.ts')).toEqual([]);
    expect(await ruleIdsFor(fastly, 'server/plugins/bad.ts')).toContain('no-restricted-imports');
    const sanity = "import { createClient } from '@sanity/client';\nexport const c = createClient;\n";
    expect(await ruleIdsFor(sanity, 'server/content/sanity/sanity-client.ts')).toEqual([]);
    expect(await ruleIdsFor(sanity, 'server/content/contentful/bad.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(sanity, 'server/routes/bad.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(sanity, 'src/features/blog/bad.ts')).toContain('no-restricted-imports');
    const livePreview =
      "import { ContentfulLivePreview } from '@contentful/live-preview';\nexport const l = ContentfulLivePreview;\n";
    expect(await ruleIdsFor(livePreview, 'src/features/preview/contentful-inspector.ts')).toEqual([]);
    expect(await ruleIdsFor(livePreview, 'src/features/preview/preview-bar.tsx')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(livePreview, 'src/features/blog/bad.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(livePreview, 'server/content/contentful/bad.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(livePreview, 'src/features/preview/sanity-presentation.ts')).toContain(
      'no-restricted-imports',
    );
    const visualEditing =
      "import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing';\nexport const v = enableVisualEditing;\n";
    expect(await ruleIdsFor(visualEditing, 'src/features/preview/sanity-presentation.ts')).toEqual([]);
    expect(await ruleIdsFor(visualEditing, 'src/features/preview/preview-bar.tsx')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(visualEditing, 'src/features/preview/contentful-inspector.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor(visualEditing, 'server/routes/bad.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(sanity, 'src/features/preview/sanity-presentation.ts')).toContain('no-restricted-imports');
  });

  it('lets server/ import the model and the server-render entry only', async () => {
    expect(
      await ruleIdsFor("import { brand } from '../src/model/brand.ts';\nexport const b = brand;\n", 'server/config.ts'),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "import { renderPage } from '../src/entry-server.tsx';\nexport const r = renderPage;\n",
        'server/main.ts',
      ),
    ).toEqual([]);
  });

  it('requires the file extension on relative imports, since Node runs the sources as they are', async () => {
    const ids = await ruleIdsFor(
      "import { a } from './a';\nexport { b } from '../b';\nexport const c = () => import('./c');\nexport { a };\n",
      'server/bad.ts',
    );
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(3);
    expect(
      await ruleIdsFor(
        "import { a } from './a.ts';\nimport css from './s.css?url';\nexport { a, css };\n",
        'server/x.ts',
      ),
    ).toEqual([]);
  });

  it('keeps node:sqlite in the lead store', async () => {
    const code = "import { DatabaseSync } from 'node:sqlite';\nexport const d = DatabaseSync;\n";
    expect(await ruleIdsFor(code, 'server/leads/lead-store.ts')).toEqual([]);
    expect(await ruleIdsFor(code, 'server/routes/bad.ts')).toContain('no-restricted-imports');
  });

  it('rejects default exports and barrel files', async () => {
    expect(await ruleIdsFor('export default 1;\n', 'server/bad.ts')).toContain('no-restricted-syntax');
    expect(await ruleIdsFor("export * from './thing.ts';\n", 'src/features/index.ts')).toContain(
      'no-restricted-syntax',
    );
  });
});
