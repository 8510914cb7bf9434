import { useEffect, useRef, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';

type State = 'static' | 'waiting' | 'shown';

/**
 * A section that slides into view once, when about 10 percent of it is visible. The server HTML and
 * anything already on screen or passed stay as they are, so nothing is ever hidden without JavaScript, and
 * prefers-reduced-motion turns the effect off.
 */
export function Reveal({ children, className, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Where the section is when the page comes alive is the observer's first report, read after the next
    // layout: asking for it here (getBoundingClientRect) would force a layout in the middle of hydration.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          // Any part of it on screen, or all of it above (a reader who scrolled before the page came alive, or
          // came back to a place further down, has passed it): it stays as the server drew it. Only what is
          // still below waits.
          if (entry.isIntersecting || entry.boundingClientRect.top < 0) observer.disconnect();
          else setState('waiting');
          return;
        }
        if (entry.intersectionRatio >= 0.1) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: [0, 0.1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = [className, 'reveal', state !== 'static' && `reveal--${state}`].filter(Boolean).join(' ');
  return (
    <section ref={ref} className={classes} data-reveal={state} {...rest}>
      {children}
    </section>
  );
}
