import { hydrateRoot } from 'react-dom/client';

// The least a React 19 page can load: react-dom hydrating one element (scripts/bench/stack-floor.ts).
hydrateRoot(document.getElementById('root') as HTMLElement, <p>Growth for founders</p>);
