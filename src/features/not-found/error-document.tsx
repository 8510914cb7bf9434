import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import { CriticalCss } from '../../components/layout/critical-css.tsx';
import { ErrorPage } from './error-page.tsx';

/**
 * What the browser shows when the layout itself throws (the header, the footer, an effect of theirs): the
 * root's error component takes the root's place, and the root owns `<html>`, so this is a whole document.
 * It keeps the page's head and inline CSS, and leaves out the header and footer, which may be what failed;
 * a link away renders the layout again (docs/hardening.md, "A page that fails to render").
 */
export function ErrorDocument() {
  const { pageStyles } = useRouter().options.context;
  return (
    // The scripts in the head mark the document before React hydrates it (data-restored, data-scrolled): only
    // development's React reports that, since neither React changes those marks.
    <html lang="en" {...(import.meta.env.DEV && { suppressHydrationWarning: true })}>
      <head>
        <HeadContent />
        <CriticalCss pageStyles={pageStyles} />
      </head>
      <body>
        <main id="main" tabIndex={-1}>
          <ErrorPage />
        </main>
        <Scripts />
      </body>
    </html>
  );
}
