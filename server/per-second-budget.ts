/**
 * A fixed window of one second: `spend()` says yes `perSecond` times a second, then no until the next. Enough to
 * bound work that anonymous visitors can ask for (docs/hardening.md), and nothing to tune.
 */
export function perSecondBudget(perSecond: number, now: () => number = () => Date.now()) {
  let window = { second: -1, used: 0 };
  return {
    spend(): boolean {
      const second = Math.floor(now() / 1000);
      if (second !== window.second) window = { second, used: 0 };
      if (window.used >= perSecond) return false;
      window.used += 1;
      return true;
    },
  };
}
