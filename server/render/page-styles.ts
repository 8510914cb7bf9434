import type { PageStylesFor } from '../../src/model/page-styles.ts';
import { CLIENT_ENTRY, sheetsOf } from './vite-manifest.ts';
import type { ViteManifest } from './vite-manifest.ts';
import { SPLIT_ROUTE_PART, routeSourceFile } from './route-files.ts';

/**
 * For each route file, the stylesheets its screens (page, pending, error and not-found parts) need beyond
 * the entry's, which every page carries.
 */
export function routeSheets(manifest: ViteManifest): Map<string, string[]> {
  const everyPage = new Set(sheetsOf(manifest, CLIENT_ENTRY));
  const byFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const file = SPLIT_ROUTE_PART.exec(key)?.[1];
    if (!file) continue;
    const sheets = new Set([...(byFile.get(file) ?? []), ...sheetsOf(manifest, key)]);
    byFile.set(
      file,
      [...sheets].filter((sheet) => !everyPage.has(sheet)),
    );
  }
  return byFile;
}

/**
 * Reads every stylesheet once, at start. A page then carries the entry's CSS and that of the routes it
 * shows, outermost first (within a route, in `sheetsOf`'s order), and names the sheets it carries so that
 * the browser does not fetch them again when it loads the same screens (docs/performance.md, "CSS by
 * route").
 */
export async function readPageStyles(
  manifest: ViteManifest,
  read: (href: string) => Promise<string>,
): Promise<PageStylesFor> {
  const everyPage = (await Promise.all(sheetsOf(manifest, CLIENT_ENTRY).map(read))).join('\n');
  const byFile = routeSheets(manifest);
  const hrefs = [...new Set([...byFile.values()].flat())];
  const texts = new Map(await Promise.all(hrefs.map(async (href) => [href, await read(href)] as const)));
  return (routeIds) => {
    const sheets = [...new Set(routeIds.flatMap((id) => byFile.get(routeSourceFile(id)) ?? []))];
    return { css: [everyPage, ...sheets.map((href) => texts.get(href) ?? '')].join('\n'), sheets };
  };
}
