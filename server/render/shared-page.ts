import type { RenderedPage } from './page-renderer.ts';
import { compressOnce, sha256, weakEtag } from '../shared-body.ts';
import type { SharedBody } from '../shared-body.ts';

/**
 * A page as every visitor gets it, byte for byte: its inline scripts are allowed by their hashes rather than a
 * per-response nonce, so the body can be compressed once and validated with an ETag (docs/hardening.md,
 * "Pages served from memory").
 */
export type SharedPage = RenderedPage &
  SharedBody & {
    /** SHA-256 (base64) of each inline script, for the page's Content-Security-Policy. */
    scriptHashes: string[];
  };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

// The router writes when each match's data was loaded (`u:` and a time in ms) into the page's hydration data,
// so two renders of the same content differ there only. The validator leaves it out: a browser that has the
// page from an earlier render of the same content gets a 304 (docs/hardening.md, "Pages served from memory").
const LOADED_AT = /([{,]u:)\d{10,16}(?=[,}])/g;

/** A script with a source of its own is allowed by origin; a JSON data block is never run, so CSP skips it. */
const NOT_RUN_INLINE = /\bsrc\s*=|\btype="application\/(?:ld\+)?json"/;

/** The hash a browser computes for each inline script it runs (its text as written, UTF-8), once per text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!NOT_RUN_INLINE.test(attributes)) hashes.add(sha256(text, 'base64'));
  }
  return [...hashes];
}

/**
 * Takes a page rendered with `placeholder` as its nonce and makes it the same for everyone: the nonce
 * attributes and the router's `csp-nonce` meta go, and the inline scripts are listed by hash. With
 * `compress`, its brotli and gzip copies are made at once.
 */
export function sharePage(page: RenderedPage, placeholder: string, options: { compress: boolean }): SharedPage {
  const body = page.body
    .replace(new RegExp(`<meta property="csp-nonce" content="${placeholder}"\\s*/?>`, 'g'), '')
    .replaceAll(` nonce="${placeholder}"`, '');
  const encoded = options.compress ? compressOnce(body) : undefined;
  return {
    ...page,
    body,
    scriptHashes: inlineScriptHashes(body),
    etag: weakEtag(body.replace(LOADED_AT, '$1')),
    ...(encoded ? { encoded } : {}),
  };
}
