import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, sharePage } from '../../server/render/shared-page.ts';
import { matchesEtag } from '../../server/shared-body.ts';

const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('a page shared by every visitor', () => {
  it('hashes each inline script as written, once per text, and skips scripts with a src and JSON blocks', () => {
    const html = [
      '<script src="/assets/entry.js" type="module"></script>',
      '<script>window.a = "é";</script>',
      '<script type="module">\nimport("/assets/entry.js");\n</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type="application/json" data-preload="">["/assets/a.js"]</script>',
      '<script>window.a = "é";</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('window.a = "é";'), hash('\nimport("/assets/entry.js");\n')]);
  });

  it('takes the placeholder nonce out of the page, its attributes and the router meta alike', () => {
    const page = sharePage(
      {
        status: 200,
        headers: new Headers(),
        body:
          '<head><meta property="csp-nonce" content="nTOKEN"/><link rel="icon" href="/favicon.svg" nonce="nTOKEN"/>' +
          '<script nonce="nTOKEN">boot()</script></head><body><p>nonce="nTOKEN" is text here</p></body>',
      },
      'nTOKEN',
      { compress: false },
    );
    expect(page.body).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><script>boot()</script></head>' +
        '<body><p>nonce="nTOKEN" is text here</p></body>',
    );
    expect(page.scriptHashes).toEqual([hash('boot()')]);
    expect(page.encoded).toBeUndefined();
  });

  it('gives the same body the same weak validator, and another body another', () => {
    const share = (body: string) => sharePage({ status: 200, headers: new Headers(), body }, 'n', { compress: false });
    expect(share('<p>a</p>').etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(share('<p>a</p>').etag).toBe(share('<p>a</p>').etag);
    expect(share('<p>b</p>').etag).not.toBe(share('<p>a</p>').etag);
  });

  it('matches If-None-Match as a browser or a cache sends it', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"abcd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
