import { useEffect, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';

const COMPACT_AFTER_PX = 50;

export function SiteHeader() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A new page closes the menu; the menu itself handles Escape and its close icon.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // The menu sits beside the header, not in it: the header's backdrop-filter would confine a fixed child.
  return (
    <>
      <header className={scrolled ? 'site-header is-scrolled' : 'site-header'} data-scrolled={scrolled}>
        <div className="site-header__inner">
          <Link to="/" className="site-header__logo" aria-label="Growthwise home">
            <Logo />
          </Link>
          <nav className="site-nav" aria-label="Main">
            <NavLinks listClass="site-nav__list" linkClass="site-nav__link" />
          </nav>
          <Link to="/contact" className="button button--accent site-header__cta">
            LET&apos;S TALK
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            {/* Drawn as a stroke, not as backgrounds: forced colours (Windows' contrast themes) drop backgrounds. */}
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M2 5h20M2 12h20M2 19h20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>
      <MobileMenu
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        onClose={() => {
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
      />
    </>
  );
}
