/** A page's inline CSS, and the built stylesheets it holds (so that the browser never fetches those). */
export type PageStyles = { css: string; sheets: string[] };

/** The CSS for a page that shows these routes (their ids, outermost first). */
export type PageStylesFor = (routeIds: readonly string[]) => PageStyles;
