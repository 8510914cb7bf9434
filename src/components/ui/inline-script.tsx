import { useRouter } from '@tanstack/react-router';

/**
 * A script that the server writes into the HTML, so that it runs as the page arrives, before the app loads. Its
 * code is a `*.script.ts` file imported with `?page-script` (scripts/build/inline-scripts.ts): the server gets
 * it compiled and minified, the browser build an empty string. Hydration keeps the server's text (React does not compare a script's inner HTML), and a script React
 * renders later, on a visit within the site, is inert anyway (docs/performance.md, "Scripts in the HTML only").
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useRouter().options.ssr?.nonce;
  // Development's React reports every script it creates as an error; production creates it, inert and silent.
  if (import.meta.env.DEV && typeof document !== 'undefined' && document.documentElement.dataset.hydrated) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />;
}
