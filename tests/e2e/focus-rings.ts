import type { Page } from '@playwright/test';

// A keyboard user finds their place by the focus ring, so it has to stand out from the surface it is drawn
// on: at least 3:1 (WCAG 1.4.11, non-text contrast). axe does not judge focus styles. Each focusable element
// is focused in turn (after a Tab, so the browser shows the ring as for a keyboard) and its outline is
// compared with the first opaque background behind it.

type Weak = { element: string; ring: string; surface: string; contrast: number };

export function weakFocusRings(page: Page): Promise<Weak[]> {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const surfaceOf = (element: Element) => {
      // The ring is drawn outside the element (outline-offset), so the surface is its parent's or further up.
      for (let node = element.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        const alpha = rgb(background)[3];
        if (background !== 'transparent' && alpha !== 0) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    const weak: Weak[] = [];
    const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [tabindex]');
    for (const element of focusable) {
      if (element.tabIndex < 0 || element.getClientRects().length === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      element.focus({ preventScroll: true });
      if (!element.matches(':focus-visible')) continue;
      const style = getComputedStyle(element);
      if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0) continue;
      const surface = surfaceOf(element);
      const [light, dark] = [luminance(rgb(style.outlineColor)), luminance(rgb(surface))].sort((a, b) => b - a);
      const contrast = (light! + 0.05) / (dark! + 0.05);
      if (contrast < 3) {
        const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
        weak.push({ element: label, ring: style.outlineColor, surface, contrast: Number(contrast.toFixed(2)) });
      }
    }
    return weak;
  });
}
