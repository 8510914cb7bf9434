// A screen's stylesheet is fetched by Vite's preload helper when its route is first loaded or preloaded (a
// link hovered or touched). If that fetch fails (a phone in a tunnel), the helper never asks again: the
// screen showed unstyled for the rest of the visit, even with the connection back. So the browser's failed
// stylesheet links are noted here and fetched again before the next navigation or preload, which waits for
// them (docs/performance.md, "A stylesheet that failed").
const failed = new Set<string>();

// As long as the page's own content calls wait (api-content-source.ts); past this the navigation goes on.
const WAIT_AT_MOST_MS = 10_000;

/** Browser only, once: notes every stylesheet link that fails to load, and takes the dead link out. */
export function watchFailedStylesheets() {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet') return;
      failed.add(link.href);
      link.remove();
    },
    // Capture: a link's error event does not bubble.
    true,
  );
}

function load(href: string) {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Settled either way; a link that fails again is noted again by the watcher.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/** Fetches the stylesheets that failed so far; nothing to wait for (undefined) when none did. */
export function retryFailedStylesheets(): Promise<void> | undefined {
  if (failed.size === 0) return undefined;
  const hrefs = [...failed];
  failed.clear();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_AT_MOST_MS)));
  return Promise.race([Promise.all(hrefs.map(load)).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
