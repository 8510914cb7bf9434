import { InternalLink } from '../ui/internal-link.tsx';
import { isActivePath, primaryNav } from './nav-items.ts';

type Props = { pathname: string; listClass: string; linkClass: string; onNavigate?: () => void };

/** The five primary links, the current one marked; shared by the header bar and the mobile menu. */
export function NavLinks({ pathname, listClass, linkClass, onNavigate }: Props) {
  return (
    <ul className={listClass}>
      {primaryNav.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <InternalLink
              href={item.href}
              className={active ? `${linkClass} is-active` : linkClass}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </InternalLink>
          </li>
        );
      })}
    </ul>
  );
}
