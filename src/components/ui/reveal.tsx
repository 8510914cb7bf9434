import { useEffect, useRef, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';

type State = 'static' | 'waiting' | 'shown';

/**
 * A section that slides into view once, when about 10 percent of it is visible. The server HTML and
 * anything already on screen stay as they are, so nothing is ever hidden without JavaScript, and
 * prefers-reduced-motion turns the effect off.
 */
export function Reveal({ children, className, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
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
