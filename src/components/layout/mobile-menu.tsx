import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLinks } from './nav-links.tsx';

type Props = { open: boolean; onClose: () => void; onNavigate: () => void };

const FOCUSABLE = 'a[href], button:not([disabled])';

export function MobileMenu({ open, onClose, onNavigate }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Keeps Tab and Shift+Tab cycling inside the open menu.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      id="mobile-menu"
      ref={panel}
      className={open ? 'mobile-menu is-open' : 'mobile-menu'}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      aria-hidden={!open}
      inert={!open}
      onKeyDown={onKeyDown}
    >
      <div className="mobile-menu__top">
        <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Mobile">
        <NavLinks listClass="mobile-menu__list" linkClass="mobile-menu__link" onNavigate={onNavigate} />
      </nav>
      <Link to="/contact" className="button button--accent mobile-menu__cta" onClick={onNavigate}>
        LET&apos;S TALK
      </Link>
    </div>
  );
}
