// Runs as the Share and Save buttons arrive (share-save-buttons.tsx): until the buttons are live, a tap on one is
// kept on the document instead of reaching a React that is not there yet.
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-early-tap]');
    if (!button || button.parentElement?.hasAttribute('data-live')) return;
    event.stopImmediatePropagation();
    document.documentElement.dataset.earlyTap = button.dataset.earlyTap;
  },
  true,
);

export {};
