import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, sharedBodyOf, weakEtag } from '../../server/shared-body.ts';

describe('sharedBodyOf', () => {
  it('writes a body once per source object, and again when the source is a new object', () => {
    let written = 0;
    const write = (text: string) => () => {
      written += 1;
      return text;
    };
    const list = [{ slug: 'a' }];
    const first = sharedBodyOf('test-json', [list], write('[a]'));
    expect(sharedBodyOf('test-json', [list], write('[a]'))).toBe(first);
    expect(written).toBe(1);
    // A refreshed answer is a new object, even with equal content: written again.
    const refreshed = sharedBodyOf('test-json', [[{ slug: 'a' }]], write('[a]'));
    expect(refreshed).not.toBe(first);
    expect(refreshed.etag).toBe(first.etag);
    expect(written).toBe(2);
  });

  it('keeps apart the answers of different kinds made from one source', () => {
    const list = [{ slug: 'a' }];
    const json = sharedBodyOf('test-api', [list], () => '[{"slug":"a"}]');
    const feed = sharedBodyOf('test-feed', [list], () => '<rss/>');
    expect([json.body, feed.body]).toEqual(['[{"slug":"a"}]', '<rss/>']);
    expect(sharedBodyOf('test-api', [list], () => 'never written').body).toBe('[{"slug":"a"}]');
  });

  it('writes again when any of its sources changes, not only the first', () => {
    const posts = [{ slug: 'p' }];
    const resources = [{ slug: 'r' }];
    const first = sharedBodyOf('test-sitemap', [posts, resources], () => 'one');
    expect(sharedBodyOf('test-sitemap', [posts, resources], () => 'never').body).toBe('one');
    expect(sharedBodyOf('test-sitemap', [posts, [{ slug: 'r2' }]], () => 'two').body).toBe('two');
    expect(first.body).toBe('one');
  });

  it('carries copies that decode to the body, and a validator of the text', () => {
    const body = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ slug: `post-${i}`, title: 'A title' })));
    const shared = sharedBodyOf('test-encodings', [{}], () => body);
    expect(brotliDecompressSync(shared.encoded!.br).toString()).toBe(body);
    expect(gunzipSync(shared.encoded!.gzip).toString()).toBe(body);
    expect(shared.encoded!.br.length).toBeLessThan(body.length / 5);
    expect(shared.etag).toBe(weakEtag(body));
    expect(compressOnce('')).toBeUndefined();
  });
});
