import { useState } from 'react';

const ID = 'critical-css';

/**
 * The site's CSS inline in the head. The server writes it from the build; the browser keeps what the
 * server wrote (read once from the DOM) instead of downloading or repeating it in the hydration data.
 */
export function CriticalCss({ css }: { css?: string }) {
  const [text] = useState(
    () => css ?? (typeof document === 'undefined' ? undefined : document.getElementById(ID)?.textContent),
  );
  if (text === undefined || text === null) return null;
  return <style id={ID} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}
