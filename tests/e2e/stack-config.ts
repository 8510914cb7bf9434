// Ports of the end-to-end stack (tests/e2e/stack.ts); the specs use these to pick a server.
export const STACK = {
  readyPort: 4310,
  /** No CMS: the site serves content-fallback/, as on a developer's offline machine. */
  offline: 4311,
  /** Contentful (the fake) answering normally. */
  cms: 4312,
  /** Contentful answering with no entries. */
  cmsEmpty: 4313,
  /** Contentful failing with 500s, and no snapshot yet. */
  cmsDown: 4314,
  /** The same three states with Sanity (its fake) as the CMS. */
  sanity: 4315,
  sanityEmpty: 4316,
  sanityDown: 4317,
  /** Contentful with preview, used by one test alone: it counts every call to the draft API. */
  previewWatch: 4318,
  /** Contentful with a blog and a resource library that have grown long (tests/fakes/contentful-long-lists.ts). */
  longLists: 4319,
  fakes: {
    ok: 4321,
    empty: 4322,
    down: 4323,
    sendgrid: 4324,
    sanityOk: 4325,
    sanityEmpty: 4326,
    sanityDown: 4327,
    previewWatch: 4328,
    longLists: 4329,
  },
} as const;

/** How many posts and resources the longLists site has: far more than a screen holds at any width. */
export const LONG_LIST_LENGTH = 200;

/** The preview secret of the sites with content (cms, sanity, previewWatch): editors' links carry it. */
export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Each CMS the browser suite runs the blog and resource screens against: a site with content, one empty, one down. */
export const CMS_SITES = [
  { provider: 'Contentful', ok: STACK.cms, empty: STACK.cmsEmpty, down: STACK.cmsDown },
  { provider: 'Sanity', ok: STACK.sanity, empty: STACK.sanityEmpty, down: STACK.sanityDown },
] as const;
