import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { PageStyles, PageStylesFor } from '../../model/page-styles.ts';

const ID = 'critical-css';
const HELD = 'link[data-inlined]';

function fromDocument(): PageStyles | undefined {
  const css = typeof document === 'undefined' ? null : document.getElementById(ID)?.textContent;
  if (css === undefined || css === null) return undefined;
  const links = document.querySelectorAll<HTMLLinkElement>(HELD);
  return { css, sheets: [...links].map((link) => link.getAttribute('href') ?? '') };
}

/**
 * The page's CSS inline in the head: the site's own and that of the routes it shows. The server writes it
 * from the build; the browser keeps what the server wrote (read once from the DOM) instead of downloading
 * or repeating it in the hydration data.
 *
 * Each route stylesheet held inline is also named by a disabled link, which the browser never fetches. When
 * the router loads that route's screen, Vite's loader finds the link and does not fetch the sheet either, so
 * the page is not styled twice; a route shown later brings its own sheet (docs/performance.md, "CSS by route").
 */
export function CriticalCss({ pageStyles }: { pageStyles?: PageStylesFor }) {
  const router = useRouter();
  const [styles] = useState(() =>
    pageStyles ? pageStyles(router.state.matches.map((match) => match.routeId)) : fromDocument(),
  );
  if (!styles) return null;
  // React types no `disabled` on <link>, though HTML has it and React renders it.
  const disabled = { disabled: true };
  return (
    <>
      <style id={ID} dangerouslySetInnerHTML={{ __html: styles.css }} suppressHydrationWarning />
      {styles.sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-inlined="" {...disabled} />
      ))}
    </>
  );
}
