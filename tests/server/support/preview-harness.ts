import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, tempDataDir } from './test-app.ts';
import { contentfulEnv, startContentfulFake } from '../../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../../fakes/sanity-fake.ts';
import type { SanityFake } from '../../fakes/sanity-fake.ts';
import { PREVIEW_COOKIE } from '../../../server/preview/preview-session.ts';

export const SECRET = 'test-preview-secret-0123456789abcdef';
export const PUBLISHED_TITLE = 'Pricing Experiments That Moved Revenue';

/** The preview cookie the site set, as a browser would send it back. */
function cookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === PREVIEW_COOKIE);
  if (!cookie) throw new Error('no preview cookie was set');
  return `${PREVIEW_COOKIE}=${cookie.value}`;
}

/** Enters preview as an editor's link does and returns the cookie to send back. */
export async function enter(app: FastifyInstance, target = '/blog') {
  const response = await app.inject({ url: `/api/preview?secret=${SECRET}&path=${encodeURIComponent(target)}` });
  expect(response.statusCode).toBe(307);
  return cookieFrom(response);
}

export const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

/**
 * What the Contentful preview suites share: one Contentful fake and one app with preview on for the file,
 * the fake's request log emptied before each test. Call it at a test file's top level (it registers the hooks).
 */
export function contentfulPreviewHarness() {
  let state: { fake: ContentfulFake; app: FastifyInstance; dataDir: string } | undefined;
  beforeAll(async () => {
    const fake = await startContentfulFake();
    const dataDir = tempDataDir();
    const app = await buildTestApp({ ...contentfulEnv(fake, { previewSecret: SECRET }), DATA_DIR: dataDir });
    state = { fake, app, dataDir };
  });
  afterAll(async () => {
    await state?.app.close();
    await state?.fake.close();
  });
  beforeEach(() => {
    harness.fake.requests.length = 0;
  });
  const started = () => {
    if (!state) throw new Error('The Contentful fake and the app start in beforeAll');
    return state;
  };
  const harness = {
    get fake() {
      return started().fake;
    },
    get app() {
      return started().app;
    },
    get dataDir() {
      return started().dataDir;
    },
    /** How many requests reached the Content Preview API since the last reset. */
    previewCalls: () => harness.fake.requests.filter((request) => request.preview).length,
  };
  return harness;
}

/** One Sanity fake and one app with preview on, for a test file's Sanity suite (call it inside a describe). */
export function sanityPreviewHarness() {
  let state: { fake: SanityFake; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    const fake = await startSanityFake();
    state = { fake, app: await buildTestApp(sanityEnv(fake, { previewSecret: SECRET })) };
  });
  afterAll(async () => {
    await state?.app.close();
    await state?.fake.close();
  });
  const started = () => {
    if (!state) throw new Error('The Sanity fake and the app start in beforeAll');
    return state;
  };
  return {
    get fake() {
      return started().fake;
    },
    get app() {
      return started().app;
    },
  };
}
