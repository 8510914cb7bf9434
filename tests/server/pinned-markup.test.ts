import { createRequire } from 'node:module';
import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hasFailedBoundary, replaceFailedFallbacks } from '../../src/ssr/failed-boundaries.ts';
import { buildTestApp } from './support/test-app.ts';

// src/ssr/failed-boundaries.ts reads React's Suspense marks, and server/render/shared-page.ts the router's
// "loaded at" times, in the server's HTML. These pin the versions whose markup they read, and check that markup
// as those versions write it: an upgrade that changes either fails here first.
const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

describe("the markup the server reads out of React's and the router's HTML", () => {
  it('is read from the pinned react-dom and TanStack Router', () => {
    expect(versionOf('react-dom')).toBe('19.3.1');
    expect(versionOf('@tanstack/react-router')).toBe('1.170.46');
  });

  it('react-dom marks a boundary whose content threw as failed-boundaries.ts reads it', () => {
    function Throws(): never {
      throw new Error('boom');
    }
    const html = renderToString(
      createElement(
        'main',
        null,
        createElement(Suspense, { fallback: createElement('i', null, 'wait') }, createElement(Throws)),
      ),
    );
    expect(hasFailedBoundary(html)).toBe(true);
    expect(replaceFailedFallbacks(html, '<b>notice</b>')).toContain('<b>notice</b>');
    expect(replaceFailedFallbacks(html, '<b>notice</b>')).not.toContain('wait');
  });

  it("the router writes its matches' load times as shared-page.ts leaves them out of the validator", async () => {
    const app = await buildTestApp();
    const first = await app.inject({ url: '/about' });
    const body = first.body;
    expect(body).toMatch(/[{,]u:\d{10,16}[,}]/);
    await app.close();
    const again = await buildTestApp();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await again.inject({ url: '/about' });
    await again.close();
    expect(second.body).not.toBe(body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});
