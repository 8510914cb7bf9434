import { useEffect, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Logo } from './logo.tsx';
import { MobileMenu, popoverWorks } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';

export function SiteHeader() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(pathname);

  // Where popovers work, hiding the popover is enough: its toggle event sets menuOpen.
  const closeMenu = () => {
    if (!popoverWorks()) setMenuOpen(false);
    else if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };

  // A menu opened before hydration is open already: the page catches up.
  useEffect(() => {
    if (popoverWorks()) setMenuOpen(menu.current?.matches(':popover-open') ?? false);
  }, []);

  // A new page closes the menu (its own links close it as they are followed; this catches Back and Forward).
  // Not on the first render: a menu the visitor opened before hydration stays open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname]);

  // The menu sits beside the header, not in it: the header's backdrop-filter would confine a fixed child.
  // Its compact state is the document's `data-scrolled`, set from the head (scrolled-mark.tsx), not React state.
  return (
    <>
      <header className="site-header">
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
            popoverTarget="mobile-menu"
            popoverTargetAction="show"
            onClick={() => {
              if (!popoverWorks()) setMenuOpen(true);
            }}
          >
            {/* Drawn as a stroke, not as backgrounds: forced colours (Windows' contrast themes) drop backgrounds. */}
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M2 5h20M2 12h20M2 19h20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>
      <MobileMenu
        ref={menu}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onClose={() => {
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
        onNavigate={closeMenu}
      />
    </>
  );
}
