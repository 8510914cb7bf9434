import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentProvider } from '../../server/content/provider.ts';
import { loadConfig } from '../../server/config.ts';
import { providerNames } from '../../server/content/registry.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import { FALLBACK_DIR } from './support/test-app.ts';

// One set of expectations for every provider in the registry: a new provider must join the setups below
// (its fake, driven by its real SDK) and pass them.
const fakes: { close(): Promise<void> }[] = [];
const providers: Record<string, ContentProvider> = {};
const signal = new AbortController().signal;
const client = (env: Record<string, string>) =>
  loadConfig(env).content.createClient({ timeoutMs: 2_000, builtInDir: FALLBACK_DIR, warn: () => undefined });

const setups: Record<string, () => Promise<ContentProvider>> = {
  local: async () => client({ CONTENT_PROVIDER: 'local' }),
  contentful: async () => {
    const fake = await startContentfulFake();
    fakes.push(fake);
    return client(contentfulEnv(fake));
  },
  sanity: async () => {
    const fake = await startSanityFake();
    fakes.push(fake);
    return client(sanityEnv(fake));
  },
};

beforeAll(async () => {
  for (const name of providerNames) providers[name] = await (setups[name] as () => Promise<ContentProvider>)();
});
afterAll(() => Promise.all(fakes.map((fake) => fake.close())));

describe('the conformance suite', () => {
  it('covers every registered provider', () => {
    expect(Object.keys(setups).sort()).toEqual([...providerNames].sort());
  });
});

describe.each(providerNames)('provider %s', (name) => {
  const provider = () => providers[name] as ContentProvider;

  it('lists posts newest first, every field in the neutral shape', async () => {
    const posts = await provider().listPosts(signal);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((p) => p.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.title).not.toBe('');
      for (const field of ['author', 'publishedDate', 'excerpt', 'category', 'seoTitle', 'seoDescription'] as const) {
        expect(typeof post[field]).toBe('string');
      }
      expect(post.seoTitle).not.toBe('');
      expect(Array.isArray(post.tags)).toBe(true);
      expect(post.body.type).toBe('root');
      if (post.featuredImage) expect(post.featuredImage.url).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it('finds a post by slug and answers null for an unknown one', async () => {
    const [first] = await provider().listPosts(signal);
    const post = await provider().getPost(first!.slug, signal);
    expect(post?.slug).toBe(first!.slug);
    expect(post?.title).toBe(first!.title);
    expect(await provider().getPost('no-such-post-anywhere', signal)).toBeNull();
  });

  it('lists resources with every default filled in', async () => {
    const resources = await provider().listResources(signal);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      expect(resource.title).not.toBe('');
      expect(resource.author).not.toBe('');
      expect(resource.readTime).toMatch(/^\d+ min$/);
      expect(resource.type).not.toBe('');
      expect(resource.cardType).not.toBe('');
      expect(resource.gradient).toMatch(/^linear-gradient\(/);
      expect(resource.body.type).toBe('root');
    }
  });

  it('finds a resource by slug and answers null for an unknown one', async () => {
    const [first] = await provider().listResources(signal);
    expect((await provider().getResource(first!.slug, signal))?.slug).toBe(first!.slug);
    expect(await provider().getResource('no-such-resource-anywhere', signal)).toBeNull();
  });

  it('never lets an unsafe link or raw HTML into a body', async () => {
    for (const post of await provider().listPosts(signal)) {
      const full = await provider().getPost(post.slug, signal);
      expect(JSON.stringify(full?.body)).not.toMatch(
        /"(href|src)":"\s*(javascript|data|vbscript):|"tagName":"(script|iframe|style|object)"|"on[a-z]+":/i,
      );
    }
  });
});
