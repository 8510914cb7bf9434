// Runs from the head as the HTML arrives (scrolled-mark.tsx): marks the document while the window is more than
// 50 px down, where the header turns compact.
const root = document.documentElement;
const update = () => root.toggleAttribute('data-scrolled', scrollY > 50);
update();
addEventListener('scroll', update, { passive: true });

export {};
