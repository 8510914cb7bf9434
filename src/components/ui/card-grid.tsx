import type { ReactElement } from 'react';

/** The blog's and the library's grid of cards: one, two or three columns as the width allows. */
export function CardGrid({ cards, kind }: { cards: ReactElement[]; kind: 'posts' | 'resources' }) {
  return <div className={`card-grid card-grid--${kind}`}>{cards}</div>;
}
