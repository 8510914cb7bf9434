import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A page the app draws itself is met as a loaded page would be: keyboard focus moves to the top of its main
 * region (the next Tab reaches its first link, not the header's next one) and a screen reader hears its
 * heading. A first load, a new query or an anchor on the same page moves nothing (docs/product.md).
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [heading, setHeading] = useState('');

  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        document.getElementById('main')?.focus({ preventScroll: true });
        setHeading(document.querySelector('main h1')?.textContent?.trim() || document.title);
      }),
    [router],
  );

  return (
    <p className="visually-hidden" role="status">
      {heading}
    </p>
  );
}
