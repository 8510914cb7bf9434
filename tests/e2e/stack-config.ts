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
  fakes: { ok: 4321, empty: 4322, down: 4323, sendgrid: 4324 },
} as const;

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;
