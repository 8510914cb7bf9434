import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_DIR } from './support/test-app.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { FAKE_SANITY_WRITE_TOKEN } from '../fakes/sanity-write-fake.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { FAKE_MANAGEMENT_TOKEN, startContentfulManagementFake } from '../fakes/contentful-management-fake.ts';
import type { ContentfulManagementFake } from '../fakes/contentful-management-fake.ts';

const CLI = path.resolve(import.meta.dirname, '../../server/content/transfer/cli.ts');

/** Each run starts a Node process (about a second on a quiet machine): a test of several gets room for a busy one. */
const PROCESSES_TIMEOUT = 60_000;

async function content(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A content folder as a developer keeps one: the built-in content, and a post with an image of the folder. */
function folderWithImage() {
  const dir = mkdtempSync(path.join(tmpdir(), 'growthwise-cli-'));
  cpSync(FALLBACK_DIR, dir, { recursive: true });
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'images/chart.png'), 'chart bytes');
  const post = path.join(dir, 'posts/speed-to-lead.md');
  writeFileSync(post, `${readFileSync(post, 'utf8')}\n![A chart](images/chart.png)\n`);
  return dir;
}

describe('npm run content', () => {
  it(
    'exports the configured provider into a folder, and verify finds the two the same, then a change',
    { timeout: PROCESSES_TIMEOUT },
    async () => {
      const source = folderWithImage();
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'growthwise-cli-out-')), 'copy');
      const env = { CONTENT_PROVIDER: 'local', CONTENT_DIR: source };
      const exported = await content(['export', '--out', out], env);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).toBe(`Exported 3 post(s), 3 resource(s) and 1 image(s) from local into ${out}.\n`);
      expect(exported.stderr).toMatch(/^Entries: 0\/6\n(Entries: \d\/6(, images 1)?\n)*Entries: 6\/6, images 1\n$/);
      expect(readFileSync(path.join(out, 'images/chart.png'), 'utf8')).toBe('chart bytes');
      expect(readFileSync(path.join(out, 'posts/speed-to-lead.md'), 'utf8')).toContain('![A chart](images/chart.png)');

      const same = await content(['verify', out], env);
      expect([same.code, same.stdout]).toEqual([0, `${out} and local hold the same content.\n`]);

      const file = path.join(out, 'resources/growth-playbook.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^readTime: .*$/m, 'readTime: 99 min'));
      const changed = await content(['verify', out], env);
      expect(changed.code).toBe(1);
      expect(changed.stdout).toBe(
        `resources/growth-playbook: readTime: "99 min" in the folder, "15 min" in the provider\n1 difference(s) between ${out} and local.\n`,
      );
    },
  );

  it(
    'names an image it cannot copy and exits 1, unless --keep-remote-images keeps its address',
    { timeout: PROCESSES_TIMEOUT },
    async () => {
      const source = folderWithImage();
      const post = path.join(source, 'posts/crm-hygiene-checklist.md');
      writeFileSync(post, `${readFileSync(post, 'utf8')}\n![Lost](images/lost.png)\n`);
      const env = { CONTENT_PROVIDER: 'local', CONTENT_DIR: source };
      const out = () => path.join(mkdtempSync(path.join(tmpdir(), 'growthwise-cli-out-')), 'copy');
      const strict = await content(['export', '--out', out()], env);
      expect(strict.code).toBe(1);
      expect(strict.stderr).toMatch(/^Image not fetched: \/content-images\/lost\.png \(ENOENT[^\n]*\)$/m);
      expect(strict.stdout).toMatch(/and 1 image\(s\) from local into .*; 1 image\(s\) not fetched\.\n$/);
      const kept = await content(['export', '--out', out(), '--keep-remote-images'], env);
      expect(kept.code).toBe(0);
      expect(kept.stderr).toMatch(/^Image not fetched: \/content-images\/lost\.png \(.*\); its address is kept$/m);
    },
  );

  describe('import into Sanity', () => {
    let sanity: SanityFake;
    beforeAll(async () => {
      sanity = await startSanityFake();
      sanity.documents.length = 0;
    });
    afterAll(() => sanity.close());

    it(
      'shows no part of a write token in any output, and names a missing one',
      { timeout: PROCESSES_TIMEOUT },
      async () => {
        const secret = 'skWrongButSecret0123456789abcdefTOKEN';
        const refused = await content(['import', FALLBACK_DIR], { ...sanityEnv(sanity), SANITY_WRITE_TOKEN: secret });
        expect(refused.code).toBe(1);
        expect(refused.stdout).toMatch(/^posts\/speed-to-lead: failed \(Unauthorized - Session not found\)$/m);
        expect(refused.stdout).toMatch(
          /\nWhat else sanity holds could not be read \(Unauthorized - Session not found\)\n0 created, 0 updated, 0 unchanged, 7 failed\.\n$/,
        );
        for (const part of [secret, secret.slice(0, 12), secret.slice(-12)])
          expect(refused.stdout + refused.stderr).not.toContain(part);
        const noToken = await content(['import', FALLBACK_DIR], sanityEnv(sanity));
        expect([noToken.code, noToken.stderr]).toEqual([
          1,
          'Configuration error: SANITY_WRITE_TOKEN is required to write into Sanity (an Editor token)\n',
        ]);
      },
    );

    it(
      'writes a folder, then has nothing to write, and verify finds the two the same',
      { timeout: PROCESSES_TIMEOUT },
      async () => {
        const allowed = { ...sanityEnv(sanity), SANITY_WRITE_TOKEN: FAKE_SANITY_WRITE_TOKEN };
        const imported = await content(['import', FALLBACK_DIR], allowed);
        expect([imported.code, imported.stdout]).toEqual([0, '6 created, 0 updated, 0 unchanged, 0 failed.\n']);
        const dry = await content(['import', FALLBACK_DIR, '--dry-run'], allowed);
        expect(dry.stdout).toBe('0 created, 0 updated, 6 unchanged, 0 failed (dry run: nothing written).\n');
        const verified = await content(['verify', FALLBACK_DIR], allowed);
        expect([verified.code, verified.stdout]).toEqual([0, `${FALLBACK_DIR} and sanity hold the same content.\n`]);
      },
    );
  });

  describe('import into Contentful', () => {
    let delivery: ContentfulFake;
    let management: ContentfulManagementFake;
    beforeAll(async () => {
      delivery = await startContentfulFake();
      management = await startContentfulManagementFake(delivery);
    });
    afterAll(() => Promise.all([delivery.close(), management.close()]));

    it(
      "shows no part of a management token in any output, the SDK's error dumps included",
      { timeout: PROCESSES_TIMEOUT },
      async () => {
        const secret = 'CFPAT-zq9Xw7Kp2Lm4Nr8Vt1Yb3Hj6';
        const env = { ...contentfulEnv(delivery), CONTENTFUL_MANAGEMENT_HOST: management.host };
        const refused = await content(['import', FALLBACK_DIR], { ...env, CONTENTFUL_MANAGEMENT_TOKEN: secret });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe('401 Unauthorized: The access token you sent could not be found or is invalid.\n');
        const output = refused.stdout + refused.stderr;
        for (let at = 0; at + 5 <= secret.length; at += 1) expect(output).not.toContain(secret.slice(at, at + 5));

        const imported = await content(['import', FALLBACK_DIR], {
          ...env,
          CONTENTFUL_MANAGEMENT_TOKEN: FAKE_MANAGEMENT_TOKEN,
        });
        expect([imported.code, imported.stdout]).toEqual([
          0,
          'create the content type blogPost\ncreate the content type resource\n6 created, 0 updated, 0 unchanged, 0 failed.\n',
        ]);
      },
    );
  });

  it(
    'resumes an import into Contentful killed half-way without a duplicate',
    { timeout: PROCESSES_TIMEOUT },
    async () => {
      const delivery = await startContentfulFake();
      const management = await startContentfulManagementFake(delivery);
      try {
        const env = {
          ...contentfulEnv(delivery),
          CONTENTFUL_MANAGEMENT_HOST: management.host,
          CONTENTFUL_MANAGEMENT_TOKEN: FAKE_MANAGEMENT_TOKEN,
        };
        management.delayMs = 20;
        const child = spawn(process.execPath, [CLI, 'import', FALLBACK_DIR], {
          env: { PATH: process.env.PATH ?? '', ...env },
        });
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Killed once some entries are written and published, and before all of them are.
        await vi.waitFor(
          () => {
            if (management.entries.length < 3) throw new Error('not yet');
          },
          { timeout: 30_000, interval: 5 },
        );
        child.kill('SIGKILL');
        await exited;
        expect(management.entries.length).toBeLessThan(6);
        management.delayMs = 0;
        const rerun = await content(['import', FALLBACK_DIR], env);
        expect(rerun.code, rerun.stdout).toBe(0);
        const slugs = management.entries.map((entry) => (entry.fields.slug as Record<string, string>)['en-US']);
        expect(slugs).toHaveLength(6);
        expect(new Set(slugs).size).toBe(6);
        const verified = await content(['verify', FALLBACK_DIR], env);
        expect([verified.code, verified.stdout]).toEqual([
          0,
          `${FALLBACK_DIR} and contentful hold the same content.\n`,
        ]);
      } finally {
        await Promise.all([delivery.close(), management.close()]);
      }
    },
  );

  it('says how to use it, and names a wrong variable in one line', { timeout: PROCESSES_TIMEOUT }, async () => {
    const usage = await content([], {});
    expect([usage.code, usage.stderr]).toEqual([
      2,
      'Usage: npm run content -- export --out DIR [--keep-remote-images] | import DIR [--dry-run] [--prune] | verify DIR\n',
    ]);
    const wrong = await content(['verify', 'x'], { CONTENT_DIR: '/no/such/folder' });
    expect([wrong.code, wrong.stderr]).toEqual([
      1,
      'Configuration error: CONTENT_DIR must be a folder that holds posts/ and resources/ (got "/no/such/folder")\n',
    ]);
  });
});
