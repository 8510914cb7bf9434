/**
 * The scripts a page names up front, read from its HTML: the entry the boot script imports, what the boot
 * script preloads with it (the entry's stages), and each route's own chunks, listed in the page for the boot
 * script (docs/performance.md, "Scripts fetched together").
 */
export function announcedScripts(html: string) {
  // The boot script as the page runs it (its text appears escaped in the hydration data too).
  const boot = /<script type="module"[^>]*>(const boot=.*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    entry: /import\("([^"]+)"\)/.exec(boot)?.[1],
    booted: JSON.parse(/for\(const href of \[\.\.\.(\[[^\]]*\])/.exec(boot)?.[1] ?? '[]') as string[],
    listed: [...html.matchAll(/<script type="application\/json" data-preload=""[^>]*>([^<]*)<\/script>/g)].flatMap(
      (match) => JSON.parse(match[1] ?? '[]') as string[],
    ),
  };
}
