import { Link, useRouter } from '@tanstack/react-router';
import { siteConfig } from '../../site/site-config.ts';
import { Logo } from './logo.tsx';
import { footerColumns } from './nav-items.ts';
import { onItsPageOnly } from '../ui/site-links.ts';

export function SiteFooter() {
  // The server's year, also in the browser (router-context.ts).
  const { year } = useRouter().options.context;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Logo />
          <h2 className="site-footer__heading">About {siteConfig.name}</h2>
          <p>{siteConfig.aboutBlurb}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={`Footer ${column.heading}`}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link {...link.link} activeOptions={onItsPageOnly}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__copyright">
        © {year} {siteConfig.name}. All rights reserved.
      </p>
    </footer>
  );
}
