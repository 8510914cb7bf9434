/**
 * The scripts a page names up front, read from its HTML: the entry the boot script imports (`data-entry`), and
 * the lists it preloads with it, what the entry imports and each route's own chunks (docs/performance.md, "The
 * app after the first paint").
 */
export function announcedScripts(html: string) {
  return {
    entry: /<script type="module" data-entry="([^"]+)"/.exec(html)?.[1],
    listed: [...html.matchAll(/<script type="application\/json" data-preload=""[^>]*>([^<]*)<\/script>/g)].flatMap(
      (match) => JSON.parse(match[1] ?? '[]') as string[],
    ),
  };
}
