import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to one of our own pages, given as data (nav config, content, cards).
 * It navigates inside the app, yet stays a real <a href> for crawlers, new tabs and no-JS visitors.
 */
export function InternalLink({ href, onClick, children, ...rest }: Props) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
