/**
 * A fixed window: `spend()` says yes `count` times a window, then no until the next. Enough to bound work that
 * anonymous visitors can ask for (docs/hardening.md), and nothing to tune.
 */
export function fixedWindowBudget(count: number, windowMs: number, now: () => number = () => Date.now()) {
  let window = { index: -1, used: 0 };
  return {
    spend(): boolean {
      const index = Math.floor(now() / windowMs);
      if (index !== window.index) window = { index, used: 0 };
      if (window.used >= count) return false;
      window.used += 1;
      return true;
    },
  };
}
