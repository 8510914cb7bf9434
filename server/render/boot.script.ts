// Runs from every page's HTML (client-manifest.ts): the page is complete without JavaScript, so the app's entry
// is asked for only after the first paint, and nothing competes with the HTML and its inline CSS for a slow
// connection's first bytes (docs/performance.md, "The app after the first paint").
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
// The router renders this script again as the app starts; the app is imported once.
const started = window as unknown as { growthwiseBooted?: boolean };
const boot = () => {
  if (started.growthwiseBooted || !entry) return;
  started.growthwiseBooted = true;
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
