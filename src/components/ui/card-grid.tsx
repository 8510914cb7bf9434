import type { ReactNode } from 'react';
import { useServerRendered } from '../layout/hydration-marker.tsx';

/**
 * The grid of blog and resource cards. As part of the page the server sent, it lets the browser skip the cards
 * far off screen (`card-grid--lazy`, docs/performance.md, "Long lists").
 */
export function CardGrid({ children }: { children: ReactNode }) {
  const serverRendered = useServerRendered();
  return <div className={serverRendered ? 'card-grid card-grid--lazy' : 'card-grid'}>{children}</div>;
}
