import type { Page } from '@playwright/test';

// React hydrates the header and footer first and the page, inside the router's Suspense boundary, in a pass of
// its own. The document is marked live (`data-hydrated`) by the page, so a test, a style or the card grid that
// waits for the mark finds the page's own links and fields answering (docs/performance.md, "Live means the
// page"). React keeps the props it hydrated on each element under a key of its own (`__reactProps$…`), which is
// what its events are dispatched from: at the instant the mark is set, every link, button and field in `main`
// must carry one. The article body is markup React leaves as the server sent it, and is left out.
export type AtMark = { controls: number; inert: string[] };

/** Records, at the instant the document is marked live, its controls in `main` that React has not yet hydrated. */
export function recordAtLiveMark(page: Page) {
  // The check runs inside the marker's own assignment, before React can do anything else.
  return page.addInitScript(() => {
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset')!;
    Object.defineProperty(HTMLElement.prototype, 'dataset', {
      configurable: true,
      get(this: HTMLElement) {
        const dataset = own.get!.call(this) as DOMStringMap;
        if (this !== document.documentElement) return dataset;
        return new Proxy(dataset, {
          set(target, key, value) {
            if (key === 'hydrated' && !('atMark' in window)) {
              const controls = [
                ...document.querySelectorAll('main :is(a[href], button, input, textarea, select, form)'),
              ].filter((el) => !el.closest('[data-rich-body]'));
              const inert = controls
                .filter((el) => !Object.keys(el).some((name) => name.startsWith('__reactProps$')))
                .map((el) => el.outerHTML.slice(0, 100));
              (window as unknown as { atMark: AtMark }).atMark = { controls: controls.length, inert };
            }
            return Reflect.set(target, key, value);
          },
        });
      },
    });
  });
}

/** What recordAtLiveMark saw. */
export const atLiveMark = (page: Page) => page.evaluate(() => (window as unknown as { atMark?: AtMark }).atMark);
