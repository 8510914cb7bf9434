import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context.ts';
import { siteConfig } from '../site/site-config.ts';
import { blogFeed } from '../model/brand.ts';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { RouteAnnouncer } from '../components/layout/route-announcer.tsx';
import { CriticalCss } from '../components/layout/critical-css.tsx';
import { RestoredVisitMark } from '../components/layout/restored-visit-mark.tsx';
import { ScrolledMark } from '../components/layout/scrolled-mark.tsx';
import { retryFailedStylesheets } from '../components/layout/stylesheet-retry.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { ErrorDocument } from '../features/not-found/error-document.tsx';
import { PreviewBar } from '../features/preview/preview-bar.tsx';
import '../styles/font.css';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/header.css';
import '../styles/layout.css';
import '../styles/sections.css';
import '../styles/motion.css';
import '../styles/print.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation and preload first fetches again any stylesheet that failed before (browser only).
  beforeLoad: () => retryFailedStylesheets(),
  // Defaults only: each page route adds its own title, description and canonical link.
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The phone's own text size (Android's font scale) becomes the page's 1rem, in Chrome; the layout
      // follows it because every breakpoint is in em (docs/product.md, "Text size").
      { name: 'text-scale', content: 'scale' },
      { name: 'theme-color', content: '#0f1a14' },
      ...(match._notFound
        ? [{ title: `Page not found | ${siteConfig.name}` }, { name: 'robots', content: 'noindex' }]
        : [{ title: `${siteConfig.name} | ${siteConfig.tagline}` }]),
      { name: 'description', content: siteConfig.description },
      // An editor's preview shows drafts: no search engine may keep it (the server says so in a header too).
      ...(match.context.preview ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    // The SVG for browsers that draw one; the ICO, the same mark as bitmaps, for those that do not (older
    // Safari). With sizes="32x32" Chrome takes the SVG alone; listing all three sizes made it fetch the ICO
    // too (docs/product.md, "Layout").
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // Feed readers and browser extensions look for the blog's feed here, from any page of the site.
      { rel: 'alternate', type: 'application/rss+xml', title: blogFeed.title, href: blogFeed.path },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  // The layout failing: a document of its own (a screen failing gets the router's default, inside the layout).
  errorComponent: ErrorDocument,
});

function RootDocument() {
  const { pageStyles } = Route.useRouteContext();
  return (
    // The scripts in the head mark the document before React hydrates it (data-restored, data-scrolled): only
    // development's React reports that, since neither React changes those marks.
    <html lang="en" {...(import.meta.env.DEV && { suppressHydrationWarning: true })}>
      <head>
        <HeadContent />
        <CriticalCss pageStyles={pageStyles} />
        <RestoredVisitMark />
        <ScrolledMark />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PreviewBar />
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <RouteAnnouncer />
        <Scripts />
      </body>
    </html>
  );
}
