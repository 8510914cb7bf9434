import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSnapshotStore } from '../../server/content/snapshot-store.ts';

// The snapshots on disk are what an outage that outlives a restart serves; each check reads them back through a
// new store, as a restarted server would (its memory empty).
const roots: string[] = [];
const tempRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'growthwise-snapshots-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the content snapshots on disk', () => {
  it('makes its folder on the first write and gives the answer back after a restart', async () => {
    const dir = path.join(tempRoot(), 'data', 'content-snapshots');
    await createSnapshotStore(dir).write('posts', [{ slug: 'a' }]);
    const saved = await createSnapshotStore(dir).read('posts');
    expect(saved?.value).toEqual([{ slug: 'a' }]);
    expect(Date.now() - (saved?.savedAt ?? 0)).toBeLessThan(60_000);
    expect(await createSnapshotStore(dir).read('resources')).toBeUndefined();
  });

  it('makes the folder again when it has gone while the server runs', async () => {
    const dir = path.join(tempRoot(), 'content-snapshots');
    const store = createSnapshotStore(dir);
    await store.write('posts', ['first']);
    rmSync(dir, { recursive: true });
    await store.write('posts', ['second']);
    expect((await createSnapshotStore(dir).read('posts'))?.value).toEqual(['second']);
  });

  it('writes again once the disk is back after a failure', async () => {
    const root = tempRoot();
    // A file where the data folder should be: the folder cannot be made until it is gone.
    writeFileSync(path.join(root, 'data'), 'not a folder');
    const dir = path.join(root, 'data', 'content-snapshots');
    const store = createSnapshotStore(dir);
    await expect(store.write('posts', ['lost'])).rejects.toThrow();
    rmSync(path.join(root, 'data'));
    await store.write('posts', ['kept']);
    expect((await createSnapshotStore(dir).read('posts'))?.value).toEqual(['kept']);
  });

  it('ignores a file that is not a whole snapshot', async () => {
    const dir = path.join(tempRoot(), 'content-snapshots');
    const store = createSnapshotStore(dir);
    await store.write('posts', ['whole']);
    const [file] = readdirSync(dir);
    writeFileSync(path.join(dir, file ?? ''), '{"key":"posts","savedAt":');
    expect(await createSnapshotStore(dir).read('posts')).toBeUndefined();
  });
});
