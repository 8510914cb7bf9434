import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { blogFeed } from '../../src/model/brand.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { signRequest } from '@contentful/node-apps-toolkit';

const SECRET = 'k'.repeat(64);
let fake: ContentfulFake;
let app: FastifyInstance;

/** Signs as Contentful does, with Contentful's own toolkit. */
function signedHeaders(body: string, path = '/api/revalidate', secret = SECRET, timestamp = Date.now()) {
  const base = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  return { ...base, ...signRequest(secret, { method: 'POST', path, headers: base, body }, timestamp) };
}

const publishBody = JSON.stringify({
  sys: { type: 'Entry', id: 'post1', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blogPost' } } },
  fields: { slug: { 'en-US': 'pricing-experiments' } },
});
/** What a publish in Contentful does to the entry before its webhook: a new revision. */
const newRevision = () => {
  fake.posts.find((entry) => entry.sys.id === 'post1')!.sys.updatedAt = new Date().toISOString();
};
const postListCalls = () =>
  fake.requests.filter((r) => r.query.content_type === 'blogPost' && !r.query['fields.slug']).length;

beforeAll(async () => {
  fake = await startContentfulFake();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  app = await buildTestApp({ ...contentfulEnv(fake), CONTENTFUL_WEBHOOK_SECRET: SECRET });
  await app.inject({ url: '/api/posts' });
});
afterEach(() => app.close());

describe('POST /api/revalidate', () => {
  it('on a correctly signed publish reads the list from the CMS again, once, and serves that', async () => {
    expect(postListCalls()).toBe(1);
    newRevision();
    const response = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      headers: signedHeaders(publishBody),
      payload: publishBody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revalidated: true, purged: 'posts' });
    // The replica reads it itself, until the CMS gives the new revision (server/content/publish-settle.ts).
    await expect.poll(postListCalls).toBe(2);
    expect((await app.inject({ url: '/api/posts' })).statusCode).toBe(200);
    expect(postListCalls()).toBe(2);
  });

  it('gives the next visitor the new content in /api/posts, the feed and the sitemap, under a new validator', async () => {
    const urls = ['/api/posts', blogFeed.path, '/sitemap.xml'];
    const before = await Promise.all(urls.map((url) => app.inject({ url })));
    // Answers made once are served again, unchanged, until the content changes.
    for (const [i, url] of urls.entries()) {
      const again = await app.inject({ url, headers: { 'if-none-match': before[i]!.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    }
    const post = fake.posts.find((entry) => entry.sys.id === 'post1')!;
    const title = post.fields.title;
    post.fields.title = 'Pricing Experiments, Revised';
    post.fields.slug = 'pricing-experiments-revised';
    newRevision();
    try {
      const publish = { method: 'POST' as const, url: '/api/revalidate', payload: publishBody };
      expect((await app.inject({ ...publish, headers: signedHeaders(publishBody) })).statusCode).toBe(200);
      for (const [i, url] of urls.entries()) {
        const after = await app.inject({ url, headers: { 'if-none-match': before[i]!.headers.etag as string } });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before[i]!.headers.etag);
        expect(after.body).toContain('pricing-experiments-revised');
      }
    } finally {
      post.fields.title = title;
      post.fields.slug = 'pricing-experiments';
    }
  });

  it.each([
    ['no signature', () => ({ 'content-type': 'application/json' })],
    ['a wrong secret', () => signedHeaders(publishBody, '/api/revalidate', 'x'.repeat(64))],
    ['a tampered body', () => signedHeaders(publishBody.replace('post1', 'post9'))],
    ['an old timestamp', () => signedHeaders(publishBody, '/api/revalidate', SECRET, Date.now() - 60 * 60_000)],
  ])('answers 401 and purges nothing for %s', async (_name, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      headers: headers(),
      payload: publishBody,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid or missing webhook signature' });
    const after = await app.inject({ url: '/api/posts' });
    expect(after.headers['x-content-source']).toBe('cache');
    expect(postListCalls()).toBe(1);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['an object without sys', '{"fields":{}}'],
    ['a content type event', '{"sys":{"type":"ContentType","id":"blogPost"}}'],
    ['broken JSON', '{"sys":'],
  ])('answers 400 and purges nothing for a signed body that is %s', async (_name, body) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      headers: signedHeaders(body),
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The webhook body is not a publish event' });
    expect((await app.inject({ url: '/api/posts' })).headers['x-content-source']).toBe('cache');
  });

  it('accepts each signature once: a replay within its five minutes answers 200 and purges nothing', async () => {
    const headers = signedHeaders(publishBody);
    const send = () => app.inject({ method: 'POST', url: '/api/revalidate', headers, payload: publishBody });
    newRevision();
    expect((await send()).json()).toEqual({ revalidated: true, purged: 'posts' });
    await expect.poll(postListCalls).toBe(2);
    await app.inject({ url: '/api/posts' });
    expect(postListCalls()).toBe(2);
    const replay = await send();
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ revalidated: false, duplicate: true });
    expect((await app.inject({ url: '/api/posts' })).headers['x-content-source']).toBe('cache');
    expect(postListCalls()).toBe(2);
  });

  it('purges everything when an asset is published', async () => {
    const body = JSON.stringify({ sys: { type: 'Asset', id: 'hero' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      headers: signedHeaders(body),
      payload: body,
    });
    expect(response.json()).toEqual({ revalidated: true, purged: 'all' });
  });

  it('is off (404) when no secret is configured', async () => {
    const plain = await buildTestApp(contentfulEnv(fake));
    const response = await plain.inject({
      method: 'POST',
      url: '/api/revalidate',
      headers: signedHeaders(publishBody),
      payload: publishBody,
    });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });
});
