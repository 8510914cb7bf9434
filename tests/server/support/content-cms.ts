import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './test-app.ts';
import { contentfulEnv, startContentfulFake } from '../../fakes/contentful-fake.ts';
import type { ContentfulFake, ContentfulFakeMode } from '../../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../../fakes/sanity-fake.ts';
import type { SanityFake } from '../../fakes/sanity-fake.ts';

/** The same service behaviour is shown against each CMS's fake, driven by that CMS's real SDK. */
export type Cms = {
  start(): Promise<void>;
  close(): Promise<void>;
  env(): Record<string, string>;
  reset(): void;
  mode: ContentfulFakeMode;
  delayMs: number;
  rateLimitSeconds: number;
  /** Upstream calls for the post list, and for anything at all. */
  postListCalls(): number;
  calls(): number;
  setFirstPostTitle(title: string): void;
};

export function contentfulCms(): Cms {
  let fake: ContentfulFake;
  return {
    start: async () => void (fake = await startContentfulFake()),
    close: () => fake.close(),
    env: () => contentfulEnv(fake),
    reset() {
      Object.assign(fake, { mode: 'ok', delayMs: 0, rateLimitResetSeconds: 2 });
      fake.requests.length = 0;
    },
    set mode(mode: ContentfulFakeMode) {
      fake.mode = mode;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    set rateLimitSeconds(seconds: number) {
      fake.rateLimitResetSeconds = seconds;
    },
    postListCalls: () =>
      fake.requests.filter((r) => r.query.content_type === 'blogPost' && !r.query['fields.slug']).length,
    calls: () => fake.requests.length,
    setFirstPostTitle: (title) => void (fake.posts[0]!.fields.title = title),
  } as Cms;
}

export function sanityCms(): Cms {
  let fake: SanityFake;
  return {
    start: async () => void (fake = await startSanityFake()),
    close: () => fake.close(),
    env: () => sanityEnv(fake),
    reset() {
      Object.assign(fake, { mode: 'ok', delayMs: 0, retryAfterSeconds: 2 });
      fake.requests.length = 0;
    },
    set mode(mode: ContentfulFakeMode) {
      fake.mode = mode;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    set rateLimitSeconds(seconds: number) {
      fake.retryAfterSeconds = seconds;
    },
    postListCalls: () => fake.requests.filter((r) => /^\*\[_type == "post" && defined/.test(r.query)).length,
    calls: () => fake.requests.length,
    setFirstPostTitle: (title) => void (fake.documents[0]!.title = title),
  } as Cms;
}

/** Both CMSs, for describe.each: the same behaviour is shown against each. */
export const eachCms = () =>
  [
    ['Contentful', contentfulCms()],
    ['Sanity', sanityCms()],
  ] as const;

/**
 * What the content service suites share, for one CMS: its fake for the describe block, reset before each
 * test, and apps on it with their own data directory, closed after each test. Call it inside the block.
 */
export function contentServiceHarness(cms: Cms) {
  const apps: FastifyInstance[] = [];
  beforeAll(() => cms.start());
  afterAll(() => cms.close());
  beforeEach(() => cms.reset());
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return {
    async appFor(env: Record<string, string> = {}, tuning = {}) {
      const app = await buildTestApp({ ...cms.env(), DATA_DIR: tempDataDir(), ...env }, { contentTuning: tuning });
      apps.push(app);
      return app;
    },
    /** Upstream calls for the post list so far, shaped like a request log for toHaveLength. */
    postRequests: () => ({ length: cms.postListCalls() }),
  };
}
