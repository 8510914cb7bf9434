import { useEffect, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';

const COMPACT_AFTER_PX = 50;

const closeMenu = (panel: HTMLElement | null) => {
  if (panel?.matches(':popover-open')) panel.hidePopover();
};

export function SiteHeader() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A menu opened before hydration is open already: the button's aria-expanded catches up.
  useEffect(() => {
    setMenuOpen(menu.current?.matches(':popover-open') ?? false);
  }, []);

  // A new page closes the menu (its own links close it as they are followed; this catches Back and Forward).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu(menu.current);
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
            type="button"
            className="site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            popoverTarget="mobile-menu"
            popoverTargetAction="show"
          >
            {/* Drawn as a stroke, not as backgrounds: forced colours (Windows' contrast themes) drop backgrounds. */}
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M2 5h20M2 12h20M2 19h20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>
      <MobileMenu ref={menu} onOpenChange={setMenuOpen} onNavigate={() => closeMenu(menu.current)} />
    </>
  );
}
