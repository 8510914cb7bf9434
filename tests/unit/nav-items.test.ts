import { describe, expect, it } from 'vitest';
import { isActivePath } from '../../src/components/layout/nav-items.ts';

describe('isActivePath', () => {
  it.each([
    ['/blog', '/blog', true],
    ['/blog/some-post', '/blog', true],
    ['/services/ai/agent-development', '/services', true],
    ['/blogroll', '/blog', false],
    ['/', '/blog', false],
    ['/about', '/contact', false],
  ])('%s with item %s is %s', (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});
