import { describe, expect, it } from 'vitest';
import { buildStackFloor, firstLoadChunks, measureStackFloor } from '../../scripts/bench/stack-floor.ts';

describe("the stack's first-load JavaScript floor (npm run bench)", () => {
  it('builds React alone and a one-route router app, and measures each with everything it imports', async () => {
    const floor = await measureStackFloor();
    // react-dom's client alone is tens of KB gzip; the router app carries it too, plus the router.
    expect(floor.reactBytes).toBeGreaterThan(40 * 1024);
    expect(floor.routerAppBytes).toBeGreaterThan(floor.reactBytes + 10 * 1024);
  });

  it("gives the router's store React's own useSyncExternalStore, without the shim for older Reacts", async () => {
    // Built with vite.config.ts's aliases, as the site is (docs/performance.md, "No shim for an older React").
    const { chunks, router } = await buildStackFloor();
    const modules = firstLoadChunks(chunks, router).flatMap((chunk) => chunk.moduleIds);
    const store = modules.filter((id) => id.includes('/node_modules/use-sync-external-store/'));
    expect(store.some((id) => id.endsWith('/use-sync-external-store/with-selector.js'))).toBe(true);
    expect(store.filter((id) => id.includes('/shim/'))).toEqual([]);
  });
});
