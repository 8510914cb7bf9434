import { useEffect, useState } from 'react';
import { isLoadFailure } from '../../site/lazy-screen.ts';

// A page that cannot fetch a file of its code is either offline or open from an earlier release (a deploy
// removed the file; docs/hardening.md, "A page that cannot fetch its code"). The server tells which: it answers
// when only the file is gone, and the page is loaded anew from it, from the release it now runs; it does not
// answer when the connection is down, and the page shows its error with "Try again".

const KEY = 'growthwise:reloaded-for-new-release';
/** A page that fails again this soon after being loaded anew is not helped by a second try. */
const ONCE_WITHIN_MS = 60_000;
/** Longer than a live server takes, short enough for a visitor to wait through. */
const ASK_TIMEOUT_MS = 5_000;

function reloadedJustNow(here: string) {
  const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { here: string; at: number } | null;
  return last !== null && last.here === here && Date.now() - last.at < ONCE_WITHIN_MS;
}

/** Loads the page anew if the server answers for it; false when it does not (or this page was just loaded anew). */
async function reloadIfServerAnswers() {
  const here = location.pathname + location.search;
  try {
    if (reloadedJustNow(here)) return false;
    const answer = await fetch(location.href, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    // A proxy's 502 or 503 would only put its own error page in place of ours.
    if (answer.status >= 500) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ here, at: Date.now() }));
  } catch {
    // No answer (offline), or no session storage to keep the reload from repeating.
    return false;
  }
  location.reload();
  return true;
}

/**
 * True while a page that failed for a file it could not fetch asks the server whether it is there; it is then
 * either loaded anew or shown failed.
 */
export function useNewReleaseReload(error: unknown) {
  const [asking, setAsking] = useState(() => typeof window !== 'undefined' && isLoadFailure(error));
  useEffect(() => {
    if (!asking) return;
    let current = true;
    void reloadIfServerAnswers().then((reloading) => {
      if (current && !reloading) setAsking(false);
    });
    return () => {
      current = false;
    };
  }, [asking]);
  return asking;
}
