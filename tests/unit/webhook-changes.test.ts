import { describe, expect, it } from 'vitest';
import { contentfulWebhook } from '../../server/content/contentful/verify-webhook.ts';
import { sanityWebhook } from '../../server/content/sanity/verify-webhook.ts';

// What a verified publish webhook says changed: the kind it makes stale, and the item's id in the CMS, which
// names the item at the shared cache (server/cdn/cache-keys.ts) whether it was published or taken down.

const contentful = contentfulWebhook('k'.repeat(64)).changeOf;
const sanity = sanityWebhook('secret').changeOf;
const entry = (type: string, contentType: string) => ({
  sys: { type, id: 'e1', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } },
});

describe('a Contentful webhook', () => {
  it('names the entry published or taken down, by its id', () => {
    expect(contentful(entry('Entry', 'blogPost'))).toEqual({ scope: 'posts', id: 'e1' });
    expect(contentful(entry('DeletedEntry', 'resource'))).toEqual({ scope: 'resources', id: 'e1' });
  });

  it('makes everything stale for an asset or a type the site does not know', () => {
    expect(contentful({ sys: { type: 'Asset', id: 'a1' } })).toEqual({ scope: 'all' });
    expect(contentful(entry('Entry', 'landingPage'))).toEqual({ scope: 'all' });
    expect(contentful({ sys: { type: 'ContentType', id: 'blogPost' } })).toBeUndefined();
  });
});

describe('a Sanity webhook', () => {
  it('names the published document, whether the webhook sent its draft or a release’s version', () => {
    expect(sanity({ _id: 'p1', _type: 'post' })).toEqual({ scope: 'posts', id: 'p1' });
    expect(sanity({ _id: 'drafts.p1', _type: 'post' })).toEqual({ scope: 'posts', id: 'p1' });
    expect(sanity({ _id: 'versions.spring.r1', _type: 'resource' })).toEqual({ scope: 'resources', id: 'r1' });
  });

  it('makes everything stale for an image or a document of another type, and ignores what is no document', () => {
    expect(sanity({ _id: 'image-abc', _type: 'sanity.imageAsset' })).toEqual({ scope: 'all' });
    expect(sanity({ _type: 'post' })).toEqual({ scope: 'posts' });
    expect(sanity({ slug: 'x' })).toBeUndefined();
  });
});
