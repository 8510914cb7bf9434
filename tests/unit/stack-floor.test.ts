import { describe, expect, it } from 'vitest';
import { measureStackFloor } from '../../scripts/bench/stack-floor.ts';

describe("the stack's first-load JavaScript floor (npm run bench)", () => {
  it('builds React alone and a one-route router app, and measures each with everything it imports', async () => {
    const floor = await measureStackFloor();
    // react-dom's client alone is tens of KB gzip; the router app carries it too, plus the router.
    expect(floor.reactBytes).toBeGreaterThan(40 * 1024);
    expect(floor.routerAppBytes).toBeGreaterThan(floor.reactBytes + 10 * 1024);
  });
});
