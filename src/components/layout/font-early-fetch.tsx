import { InlineScript } from '../ui/inline-script.tsx';

/** The family of styles/font.css's faces (the name @fontsource-variable/outfit gives them). */
const FAMILY = 'Outfit Variable';
const START = import.meta.env.SSR ? `document.fonts&&document.fonts.load('1em "${FAMILY}"').catch(function(){})` : '';

/**
 * Fetching the brand font's latin file while the head is parsed, rather than when the first layout finds
 * text that uses it: a first visit on a phone gets the brand about 300 ms sooner.
 *
 * The Font Loading API asks for the face that the inline CSS before it declares, so Chrome fetches it as it
 * fetches a font for the page (its highest priority), from the moment the head is parsed. A
 * `<link rel="preload">` fetched it as early but one priority lower, which Lighthouse takes as not holding
 * the first paint, though Chrome holds it for a loading font either way (docs/performance.md, "The font's
 * early fetch"). A browser without scripts reads the same file's preload link instead.
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
