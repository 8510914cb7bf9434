import type { Page } from '@playwright/test';

/** Boxes that hide overflow and cut some of their content off, and how far the page scrolls sideways. */
export function cutOff(page: Page) {
  return page.evaluate(() => {
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
    return { clipped, sideways: root.scrollWidth - root.clientWidth };
  });
}
