import type { Page } from '@playwright/test';

export type Target = { text: string; width: number; height: number };

/** Every visible control and link in `scope` (a selector) smaller than 44 px either way. */
export function smallTargets(page: Page, scope: string): Promise<Target[]> {
  return page.evaluate((scope) => {
    const controls = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]';
    const inSentence = (el: Element) =>
      getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    return [...document.querySelectorAll(`${scope} :is(${controls})`)]
      .filter((el) => !el.closest('[aria-hidden="true"], [inert]') && el.getAttribute('tabindex') !== '-1')
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !inSentence(el))
      .map((el) => {
        const box = el.getBoundingClientRect();
        const text = el.textContent?.trim() || el.getAttribute('aria-label') || el.getAttribute('name') || el.tagName;
        return { text, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      })
      .filter((target) => target.width < 44 || target.height < 44);
  }, scope);
}
