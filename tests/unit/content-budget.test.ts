import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentService } from '../../server/content/content-service.ts';
import type { ContentService } from '../../server/content/content-service.ts';
import type { ContentProvider } from '../../server/content/provider.ts';
import type { SnapshotStore } from '../../server/content/snapshot-store.ts';

/** A CMS that never answers, but gives up when its call is aborted, as the SDK does. */
const hanging = <T>(signal: AbortSignal) =>
  new Promise<T>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

const cms: ContentProvider = {
  name: 'hanging',
  listPosts: hanging,
  getPost: (_slug, signal) => hanging(signal),
  listResources: hanging,
  getResource: (_slug, signal) => hanging(signal),
  eachBody: (_kind, _take, signal) => hanging(signal),
};
const local: ContentProvider = {
  name: 'local',
  listPosts: async () => [],
  getPost: async () => null,
  listResources: async () => [],
  getResource: async () => null,
  eachBody: async () => undefined,
};
const noSnapshots: SnapshotStore = { read: async () => undefined, write: async () => undefined };

afterEach(() => vi.useRealTimers());

/** The posts answer is "unavailable" exactly `ms` of fake time after it is asked for, not a millisecond before. */
async function expectUnavailableAt(service: ContentService, ms: number) {
  let answer: unknown;
  void service.listPosts().then((value) => (answer = value));
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(answer).toBeUndefined();
  await vi.advanceTimersByTimeAsync(1);
  expect(answer).toEqual({ status: 'unavailable' });
}

describe('the content budget', () => {
  it('answers "unavailable" 2.5 s after a call to a hanging CMS, not before (fake time)', async () => {
    vi.useFakeTimers();
    const service = createContentService({ cms, local, snapshots: noSnapshots, warn: () => undefined });
    await expectUnavailableAt(service, 2_500);
  });

  it('waits at most 1 s for a snapshot once the CMS has failed (a stalled database), then answers (fake time)', async () => {
    vi.useFakeTimers();
    const failing: ContentProvider = {
      ...local,
      name: 'failing',
      listPosts: async () => Promise.reject(new Error('500')),
    };
    const stalled: SnapshotStore = { read: () => new Promise(() => undefined), write: async () => undefined };
    const service = createContentService({ cms: failing, local, snapshots: stalled, warn: () => undefined });
    await expectUnavailableAt(service, 1_000);
  });
});

describe('an answer and its snapshot', () => {
  /** A snapshot store whose writes wait until the test lets each one end (a stalled database or disk). */
  function stalledSnapshots() {
    const written: unknown[] = [];
    const pending: (() => void)[] = [];
    const store: SnapshotStore = {
      read: async () => undefined,
      write: (_key, value) =>
        new Promise<void>((resolve) =>
          pending.push(() => {
            written.push(value);
            resolve();
          }),
        ),
    };
    return { store, written, pending };
  }
  const answering = (posts: string[][]): ContentProvider => ({
    ...local,
    name: 'answering',
    listPosts: async () => (posts.shift() ?? []).map((slug) => ({ slug }) as never),
  });

  it('is given without waiting for the snapshot to be written, which is finished before shutdown', async () => {
    const snapshots = stalledSnapshots();
    const service = createContentService({
      cms: answering([['a']]),
      local,
      snapshots: snapshots.store,
      warn: () => undefined,
    });
    expect(await service.listPosts()).toMatchObject({ status: 'ok', source: 'cms', data: [{ slug: 'a' }] });
    let settled = false;
    void service.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    snapshots.pending.shift()?.();
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(snapshots.written).toEqual([[{ slug: 'a' }]]);
  });

  it("writes a query's snapshots in the order of its answers, the newest last", async () => {
    const snapshots = stalledSnapshots();
    const service = createContentService({
      cms: answering([['old'], ['new']]),
      local,
      snapshots: snapshots.store,
      warn: () => undefined,
    });
    await service.listPosts();
    service.purge('posts');
    expect(await service.listPosts()).toMatchObject({ data: [{ slug: 'new' }] });
    // The second write waits for the first, however long the first takes.
    await vi.waitFor(() => expect(snapshots.pending).toHaveLength(1));
    snapshots.pending.shift()?.();
    await vi.waitFor(() => expect(snapshots.pending).toHaveLength(1));
    snapshots.pending.shift()?.();
    await service.settled();
    expect(snapshots.written).toEqual([[{ slug: 'old' }], [{ slug: 'new' }]]);
  });
});
