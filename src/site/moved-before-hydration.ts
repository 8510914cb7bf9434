// After a reload, the entries the page had pushed before it (the pages visited within the site) still belong to
// this document: Back or Forward to one of them, taken before the new page has hydrated, changes the address
// without loading that page. Hydrated as it was, the markup of the page shown no longer matched the address:
// React threw error #418 and drew the other page over it, keeping this one's canonical link and description
// (docs/product.md, "States").

/**
 * Loads the page at the address the browser now shows when it is no longer the one this document was loaded for
 * (the #hash aside); true when it does, and hydration must not go on.
 */
export function reloadIfMovedBeforeHydration(): boolean {
  const [loaded] = performance.getEntriesByType('navigation');
  if (!loaded || loaded.name.split('#')[0] === location.href.split('#')[0]) return false;
  location.reload();
  return true;
}
