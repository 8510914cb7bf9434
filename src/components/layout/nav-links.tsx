import { Link, useLocation } from '@tanstack/react-router';
import { primaryNav } from './nav-items.ts';
import { onItsPageOnly } from '../ui/site-links.ts';

type Props = { listClass: string; linkClass: string; onNavigate?: () => void };

// The link's own page: the current page. A page below it: its section, current but not the page.
const onItsPage = { className: 'is-active' } as const;
const inItsSection = { className: 'is-active', 'aria-current': 'true' } as const;

/**
 * The five primary links, shared by the header bar and the mobile menu. The current one is lit (is-active) on
 * its own path and below it (/blog/x lights Blog, /blogroll does not); a screen reader hears "current page" on
 * its own path only, and "current" below it (docs/product.md, "Layout").
 */
export function NavLinks({ listClass, linkClass, onNavigate }: Props) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ul className={listClass}>
      {primaryNav.map((item) => (
        <li key={item.label}>
          <Link
            {...item.link}
            className={linkClass}
            activeOptions={onItsPageOnly}
            activeProps={onItsPage}
            inactiveProps={pathname.startsWith(`${item.link.to}/`) ? inItsSection : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
