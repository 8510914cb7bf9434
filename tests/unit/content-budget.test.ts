import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentService } from '../../server/content/content-service.ts';
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
};
const local: ContentProvider = {
  name: 'local',
  listPosts: async () => [],
  getPost: async () => null,
  listResources: async () => [],
  getResource: async () => null,
};
const noSnapshots: SnapshotStore = { read: async () => undefined, write: async () => undefined };

afterEach(() => vi.useRealTimers());

describe('the content budget', () => {
  it('answers "unavailable" 2.5 s after a call to a hanging CMS, not before (fake time)', async () => {
    vi.useFakeTimers();
    const service = createContentService({ cms, local, snapshots: noSnapshots, warn: () => undefined });
    let answer: unknown;
    void service.listPosts().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(2_499);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ status: 'unavailable' });
  });
});
