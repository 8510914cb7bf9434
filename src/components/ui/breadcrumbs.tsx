import { Link } from '@tanstack/react-router';
import { onItsPageOnly } from './site-links.ts';
import type { SiteLink } from './site-links.ts';

export type Crumb = { label: string; link?: SiteLink };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.link ? (
              <Link {...item.link} activeOptions={onItsPageOnly}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
