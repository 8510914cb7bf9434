import { Link } from '@tanstack/react-router';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useMemo } from 'react';
import type { ComponentProps } from 'react';
import type { RichBody as RichBodyTree } from '../../model/content.ts';
import { ContentImage } from '../ui/content-image.tsx';
import { pageAddress } from '../../model/page-address.ts';

function isOwnPage(href: string, siteUrl: string) {
  return href.startsWith('/') ? !href.startsWith('//') : href === siteUrl || href.startsWith(`${siteUrl}/`);
}

/**
 * A link to one of our pages, as the page's one address with its query and fragment: an editor may write
 * `/About/` or `https://…/Blog/Speed-To-Lead`, which the server redirects but the router would take as written
 * (a post not found, or a page under a second address).
 */
function ownPageHref(href: string, siteUrl: string) {
  const local = href.startsWith(siteUrl) ? href.slice(siteUrl.length) : href;
  const cut = local.search(/[?#]/);
  return cut < 0 ? pageAddress(local) : pageAddress(local.slice(0, cut)) + local.slice(cut);
}

// Another site opens beside ours; a mail or phone link, or a place on this page, opens where it is.
const ANOTHER_SITE = /^https?:/i;

function makeComponents(siteUrl: string): Partial<Components> {
  return {
    // The page title is the only h1; a heading 1 in the body reads as a section heading.
    h1: (props: ComponentProps<'h1'>) => <h2 {...props} />,
    a: ({ href = '', children, ...rest }: ComponentProps<'a'>) =>
      isOwnPage(href, siteUrl) ? (
        // A link inside CMS content is known only at run time: the router takes it as a built href, which
        // replaces `to` when the location is built (so it still navigates in the app and preloads on intent).
        <Link {...rest} to="/" href={ownPageHref(href, siteUrl)}>
          {children}
        </Link>
      ) : ANOTHER_SITE.test(href) ? (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a {...rest} href={href}>
          {children}
        </a>
      ),
    // The server built the <picture> and its sources (server/content/images.ts); the page adds loading.
    img: ({ src = '', alt, width, height, srcSet }: ComponentProps<'img'>) => (
      <ContentImage
        image={{ url: String(src), width: Number(width) || undefined, height: Number(height) || undefined, srcSet }}
        alt={alt ?? 'Image'}
      />
    ),
    source: ({ type, srcSet }: ComponentProps<'source'>) => (
      <source type={type} srcSet={srcSet} sizes="(min-width: 64em) 800px, 100vw" />
    ),
    // A wide table scrolls sideways on phones; the scroll area is focusable so keyboards can scroll it too.
    table: (props: ComponentProps<'table'>) => (
      <div className="rich-body__table" tabIndex={0} role="region" aria-label="Table">
        <table {...props} />
      </div>
    ),
  };
}

/** A body tree as React elements (no HTML strings): loaded with a page's data, never on a first visit's load. */
export function RichTree({ body, siteUrl }: { body: RichBodyTree; siteUrl: string }) {
  // The same components on every render: made anew, each would be a new element type to React, so every link,
  // image and table of the body was taken out of the page and put back each time it rendered again (Back to a
  // post, its data reloaded). Chrome's page translation had by then replaced the text around them, and putting
  // a link back before a text that was no longer there threw (docs/product.md, "Content").
  const components = useMemo(() => makeComponents(siteUrl), [siteUrl]);
  return toJsxRuntime(body, { Fragment, jsx, jsxs, components, ignoreInvalidStyle: true });
}
