// Runs from the head as the HTML arrives (restored-visit-mark.tsx).
const root = document.documentElement;
const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
if (navigation && (navigation.type === 'reload' || navigation.type === 'back_forward')) {
  root.dataset.restored = '';
  const acts = ['wheel', 'pointerdown', 'keydown'];
  const readerActed = () => {
    root.dataset.readerActed = '';
    delete root.dataset.fontsPending;
    for (const name of acts) removeEventListener(name, readerActed, true);
  };
  for (const name of acts) addEventListener(name, readerActed, { capture: true, passive: true });
  if (document.fonts) {
    root.dataset.fontsPending = '';
    addEventListener('load', () => {
      void document.fonts.ready.then(() => delete root.dataset.fontsPending);
    });
  }
}

export {};
