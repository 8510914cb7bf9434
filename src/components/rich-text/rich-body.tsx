import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { MouseEvent, SyntheticEvent } from 'react';
import type { RichBody as RichBodyTree } from '../../model/content.ts';
import { isEmptyBody } from '../../model/content.ts';
import { RICH_BODY_ATTRIBUTE, isBodyInMarkup, readServerMarkup } from './body-in-markup.ts';
import { useRichTree } from './rich-tree-loader.ts';

type Props = {
  body: RichBodyTree;
  siteUrl: string;
  /** An editor's click-to-edit attributes, in preview only. */
  editable?: Record<string, string>;
};

const marker = { [RICH_BODY_ATTRIBUTE]: '' };

/** A post's or resource's body: the server's sanitised tree as React elements, or the server's own markup. */
export function RichBody({ body, siteUrl, editable }: Props) {
  if (isBodyInMarkup(body)) return <ServerMarkup editable={editable} />;
  if (isEmptyBody(body)) {
    return (
      <p className="rich-body__empty" {...editable}>
        No content available
      </p>
    );
  }
  return <TreeBody body={body} siteUrl={siteUrl} editable={editable} />;
}

function TreeBody({ body, siteUrl, editable }: Props) {
  const { RichTree } = useRichTree();
  return (
    <div className="rich-body" {...marker} {...editable}>
      <RichTree body={body} siteUrl={siteUrl} />
    </div>
  );
}

/**
 * An internal link in markup React did not build, as the router's location: a built href replaces `to`
 * when the router builds the location (as for a <Link> in the tree, see rich-tree.tsx).
 */
function internalTarget(event: SyntheticEvent): { to: '/'; href: string } | undefined {
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  return { to: '/', href: `${link.pathname}${link.search}${link.hash}` };
}

/**
 * The body as the server rendered it. Hydration leaves markup under dangerouslySetInnerHTML untouched (the
 * string is read back from the page only so that a later visit from the router's cache shows it again).
 */
function ServerMarkup({ editable }: Pick<Props, 'editable'>) {
  const router = useRouter();
  const [html] = useState(() => ({ __html: readServerMarkup() ?? '' }));
  const [preloaded] = useState(() => new Set<string>());
  useEffect(() => {
    // Nothing to show (the page's markup was gone before it was read): load the page's data again.
    if (!html.__html) void router.invalidate();
  }, [html, router]);
  const follow = (event: MouseEvent) => {
    const target = internalTarget(event);
    if (!target || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate(target);
  };
  const preload = (event: SyntheticEvent) => {
    const target = internalTarget(event);
    if (!target || preloaded.has(target.href)) return;
    preloaded.add(target.href);
    void router.preloadRoute(target).catch(() => undefined);
  };
  return (
    <div
      className="rich-body"
      {...marker}
      {...editable}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
      onClick={follow}
      onMouseOver={preload}
      onFocus={preload}
    />
  );
}
