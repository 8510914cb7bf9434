import type { Page } from '@playwright/test';

/**
 * Boxes that hide overflow and cut some of their content off, and how far the page scrolls sideways. Cards the
 * browser has not laid out yet (`content-visibility: auto`, far off screen) are measured as each is laid out
 * once a scroll brings it close, not as the size standing in for it (docs/performance.md, "Long lists").
 */
export function cutOff(page: Page) {
  return page.evaluate(() => {
    const laidOut = document.createElement('style');
    laidOut.textContent = '* { content-visibility: visible !important; }';
    document.head.append(laidOut);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const clipped = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.clientWidth > 1 && el.clientHeight > 1) // a visually hidden label is 1 px on purpose
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') return false;
        return (
          (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
          (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
      );
    const root = document.scrollingElement!;
    const sideways = root.scrollWidth - root.clientWidth;
    laidOut.remove();
    return { clipped, sideways };
  });
}
