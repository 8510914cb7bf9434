import type { ReactElement } from 'react';
import { useServerRendered } from '../layout/hydration-marker.tsx';

/** Six cards: whole rows at every width (one, two or three columns), and the first screen's worth at the widest. */
export const CARDS_PER_GROUP = 6;

/**
 * The blog's and the library's grid of cards, six to a group. As the server sent it, every group after the first
 * is laid out only near where the visitor looks: the browser then tracks a group of six rather than each card,
 * on every frame while anything on the page moves (docs/performance.md, "Long lists").
 */
export function CardGrid({ cards, kind }: { cards: ReactElement[]; kind: 'posts' | 'resources' }) {
  const lazy = useServerRendered();
  const groups: ReactElement[][] = [];
  for (let start = 0; start < cards.length; start += CARDS_PER_GROUP) {
    groups.push(cards.slice(start, start + CARDS_PER_GROUP));
  }
  return (
    <div className={`card-grid card-grid--${kind}`}>
      {groups.map((group, index) => (
        <div key={index} className={lazy && index > 0 ? 'card-group card-group--lazy' : 'card-group'}>
          {group}
        </div>
      ))}
    </div>
  );
}
