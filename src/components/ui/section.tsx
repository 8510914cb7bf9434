import type { ReactNode } from 'react';
import { Reveal } from './reveal.tsx';

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  eyebrow?: string;
  tone?: 'light' | 'beige' | 'dark';
  children: ReactNode;
};

/** A full-width page section with an optional eyebrow and its heading, revealed once on scroll. */
export function Section({ id, title, eyebrow, tone = 'light', children }: Props) {
  return (
    <Reveal className={tone === 'light' ? 'section' : `section section--${tone}`} aria-labelledby={id}>
      <div className="section__inner">
        {eyebrow && <p className={tone === 'dark' ? 'eyebrow eyebrow--on-dark' : 'eyebrow'}>{eyebrow}</p>}
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </Reveal>
  );
}
