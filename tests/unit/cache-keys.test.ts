import { describe, expect, it } from 'vitest';
import { keysOfChange, tagListKey } from '../../server/cdn/cache-keys.ts';
import type { PostSummary } from '../../src/model/content.ts';

// What a publish purges at the shared cache, from the list a replica held before it and the list after.

const post = (slug: string, tags: string[], revision = '1') =>
  ({ sourceId: 'p1', revision, slug, tags, title: slug }) as unknown as PostSummary;
const other = { sourceId: 'p2', slug: 'other', tags: ['Unrelated'] } as unknown as PostSummary;
const LISTS = ['posts', 'search', 'sitemap', 'feed'];

describe('the keys a publish purges', () => {
  it('a post that changed its slug and a tag: its id, both slugs and every tag it had or has, and its lists', () => {
    const before = { posts: [post('old-name', ['Pricing', 'SaaS']), other] };
    const after = { posts: [post('new-name', ['Pricing', 'AI'], '2'), other] };
    expect(keysOfChange({ scope: 'posts', id: 'p1' }, { before, after })).toEqual([
      'post:p1',
      'post-slug:old-name',
      'tag:pricing',
      'tag:saas',
      'post-slug:new-name',
      'tag:ai',
      ...LISTS,
    ]);
  });

  it('a new post: its slug purges its own 404; an unpublished one: what it was', () => {
    const fresh = keysOfChange(
      { scope: 'posts', id: 'p1' },
      { before: { posts: [other] }, after: { posts: [post('hello', [])] } },
    );
    expect(fresh).toEqual(['post:p1', 'post-slug:hello', ...LISTS]);
    const gone = keysOfChange(
      { scope: 'posts', id: 'p1' },
      { before: { posts: [post('bye', ['SaaS'])] }, after: { posts: [] } },
    );
    expect(gone).toEqual(['post:p1', 'post-slug:bye', 'tag:saas', ...LISTS]);
  });

  it('a resource purges its own lists, never the blog’s', () => {
    const resource = { sourceId: 'r1', slug: 'guide' } as never;
    expect(keysOfChange({ scope: 'resources', id: 'r1' }, { before: {}, after: { resources: [resource] } })).toEqual([
      'resource:r1',
      'resource-slug:guide',
      'resources',
      'search',
      'sitemap',
    ]);
  });

  it('an asset, or a publish that names no item, purges the whole site by its one key', () => {
    expect(keysOfChange({ scope: 'all' }, { before: {}, after: {} })).toEqual(['site']);
    expect(keysOfChange({ scope: 'posts' }, { before: {}, after: {} })).toEqual(['site']);
  });

  it('writes a tag however it is spelt as one key, with no space or comma that would split a header', () => {
    expect(tagListKey(' Growth, Marketing ')).toBe('tag:growth%2C%20marketing');
    expect(tagListKey('growth, marketing')).toBe(tagListKey('GROWTH, MARKETING'));
  });
});
