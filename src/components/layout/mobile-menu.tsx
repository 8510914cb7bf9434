import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { KeyboardEvent, RefObject, ToggleEvent } from 'react';
import { NavLinks } from './nav-links.tsx';

type Props = {
  ref: RefObject<HTMLDivElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The close icon or Escape, in a browser without popovers (the browser does both where it has them). */
  onClose: () => void;
  onNavigate: () => void;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/** False in a browser that ignores `popover` (Safari before 17): the page then opens and closes the menu. */
export const popoverWorks = () => 'popover' in HTMLElement.prototype;

/**
 * The menu is a popover that its buttons show and hide through `popovertarget` (docs/product.md, "Header"):
 * the browser does it before the page's scripts have run, or without them, and closes it on Escape, giving
 * focus back to the button. Once hydrated, the page adds what the browser leaves to it: focus moves into the
 * menu as it opens and Tab stays inside; a browser without popovers gets all of it from the page, through
 * `open`. Not a modal <dialog>: making the page behind inert restyles the whole document, a cost on every
 * opening (docs/performance.md, "The menu before the scripts").
 */
export function MobileMenu({ ref, open, onOpenChange, onClose, onNavigate }: Props) {
  useEffect(() => {
    const panel = ref.current;
    if (!open || !panel || panel.contains(document.activeElement)) return;
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, ref]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !popoverWorks()) {
      event.preventDefault();
      onClose();
      return;
    }
    // Tab and Shift+Tab cycle inside the open menu rather than leaving for the page behind.
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
      ref={ref}
      className={open ? 'mobile-menu is-open' : 'mobile-menu'}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onToggle={(event: ToggleEvent<HTMLDivElement>) => onOpenChange(event.newState === 'open')}
      onKeyDown={onKeyDown}
    >
      <div className="mobile-menu__top">
        <button
          type="button"
          className="mobile-menu__close"
          aria-label="Close menu"
          popoverTarget="mobile-menu"
          popoverTargetAction="hide"
          onClick={() => {
            if (!popoverWorks()) onClose();
          }}
        >
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
