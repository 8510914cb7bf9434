// Runs from every page's HTML (client-manifest.ts): the page is complete without JavaScript, so the app's entry
// is asked for only after the first paint, and nothing competes with the HTML and its inline CSS for a slow
// connection's first bytes (docs/performance.md, "The app after the first paint").
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
// The router renders this script again as the app starts; the app is imported once.
const started = window as unknown as { growthwiseBooted?: boolean };
const boot = () => {
  if (started.growthwiseBooted || !entry) return;
  started.growthwiseBooted = true;
  // What the entry imports and the chunks of the page's own screens (a list per route) are asked for with the
  // entry, not one import level at a time as each arrives.
  for (const list of document.querySelectorAll('script[data-preload]')) {
    for (const href of JSON.parse(list.textContent || '[]') as string[]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
  void import(entry);
};
try {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    setTimeout(boot);
  }).observe({ type: 'paint', buffered: true });
} catch {
  boot();
}
// A tab that is never painted (opened in the background) starts the app too.
setTimeout(boot, 2000);

export {};
