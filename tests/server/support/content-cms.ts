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

/** What tells one CMS's fake from the other's: how it starts, its settings, and how its requests read. */
type FakeParts<F> = {
  start(): Promise<F>;
  env(fake: F): Record<string, string>;
  /** The setting that says how long a 429 asks the client to wait. */
  rateLimitKey: 'rateLimitResetSeconds' | 'retryAfterSeconds';
  postListCalls(fake: F): number;
  setFirstPostTitle(fake: F, title: string): void;
};

type AnyFake = { mode: ContentfulFakeMode; delayMs: number; requests: unknown[]; close(): Promise<void> };

function cmsOf<F extends AnyFake>(parts: FakeParts<F>): Cms {
  let fake: F;
  return {
    start: async () => void (fake = await parts.start()),
    close: () => fake.close(),
    env: () => parts.env(fake),
    reset() {
      Object.assign(fake, { mode: 'ok', delayMs: 0, [parts.rateLimitKey]: 2 });
      fake.requests.length = 0;
    },
    set mode(mode: ContentfulFakeMode) {
      fake.mode = mode;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    set rateLimitSeconds(seconds: number) {
      Object.assign(fake, { [parts.rateLimitKey]: seconds });
    },
    postListCalls: () => parts.postListCalls(fake),
    calls: () => fake.requests.length,
    setFirstPostTitle: (title) => parts.setFirstPostTitle(fake, title),
  } as Cms;
}

export const contentfulCms = () =>
  cmsOf<ContentfulFake>({
    start: startContentfulFake,
    env: (fake) => contentfulEnv(fake),
    rateLimitKey: 'rateLimitResetSeconds',
    postListCalls: (fake) =>
      fake.requests.filter((r) => r.query.content_type === 'blogPost' && !r.query['fields.slug']).length,
    setFirstPostTitle: (fake, title) => void (fake.posts[0]!.fields.title = title),
  });

export const sanityCms = () =>
  cmsOf<SanityFake>({
    start: startSanityFake,
    env: (fake) => sanityEnv(fake),
    rateLimitKey: 'retryAfterSeconds',
    postListCalls: (fake) => fake.requests.filter((r) => /^\*\[_type == "post" && defined/.test(r.query)).length,
    setFirstPostTitle: (fake, title) => void (fake.documents[0]!.title = title),
  });

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
