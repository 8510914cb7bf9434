import { InlineScript } from '../ui/inline-script.tsx';

/** The family of styles/font.css's faces (the name @fontsource-variable/outfit gives them). */
const FAMILY = 'Outfit Variable';
/** Lays out one hidden letter in the family, then takes it away again: the layout asks for the latin face. */
const START = import.meta.env.SSR
  ? `(function(d,s){s=d.createElement('span');s.textContent='a';s.style.cssText='position:absolute;visibility:hidden;font-family:"${FAMILY}"';d.documentElement.appendChild(s);s.offsetWidth;s.remove()})(document)`
  : '';

/**
 * Fetching the brand font's latin file while the head is parsed, rather than when the first layout finds
 * text that uses it: a first visit on a phone gets the brand about 400 ms sooner.
 *
 * The script lays out one hidden letter in the family that the inline CSS before it declares, so the CSS
 * itself asks for the face, as Chrome's first layout would: at a font's priority (its highest), from the
 * moment the head is parsed, and without holding the first frame. The Font Loading API
 * (`document.fonts.load`) and a `<link rel="preload">` fetch it as early, but Chrome then holds the first
 * frame for up to 50 ms while the font loads, splitting its first style and layout from its first paint,
 * which costs the first paint on a phone and TBT in Lighthouse (docs/performance.md, "The font's early
 * fetch"). A browser without scripts reads the same file's preload link instead.
 *
 * Render it after the page's inline CSS: the face must be declared when the script runs.
 */
export function FontEarlyFetch({ href }: { href: string }) {
  return (
    <>
      <InlineScript code={START} />
      <noscript>
        <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      </noscript>
    </>
  );
}
