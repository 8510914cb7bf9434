import { Link } from '@tanstack/react-router';
import { primaryNav } from './nav-items.ts';

type Props = { listClass: string; linkClass: string; onNavigate?: () => void };

/**
 * The five primary links, shared by the header bar and the mobile menu. The router marks the current one
 * (aria-current="page" and is-active) on its own path and below it: /blog/x lights Blog, /blogroll does not.
 */
export function NavLinks({ listClass, linkClass, onNavigate }: Props) {
  return (
    <ul className={listClass}>
      {primaryNav.map((item) => (
        <li key={item.label}>
          <Link {...item.link} className={linkClass} activeProps={{ className: 'is-active' }} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
