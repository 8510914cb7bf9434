import { useRouter } from '@tanstack/react-router';

/**
 * A script that the server writes into the HTML, so that it runs as the page arrives, before the app loads. Declare
 * its code as `import.meta.env.SSR ? '…' : ''`: the browser build then carries an empty string instead of the
 * text. Hydration keeps the server's text (React does not compare a script's inner HTML), and a script React
 * renders later, on a visit within the site, is inert anyway (docs/performance.md, "Scripts in the HTML only").
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useRouter().options.ssr?.nonce;
  // Development's React reports every script it creates as an error; production creates it, inert and silent.
  if (import.meta.env.DEV && typeof document !== 'undefined' && document.documentElement.dataset.hydrated) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />;
}
