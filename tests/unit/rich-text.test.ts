import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { elements, textOf } from '../support/hast.ts';
import { handledNodeTypes, richTextToHast } from '../../server/content/contentful/rich-text-to-hast.ts';
import { flattenToText } from '../../server/content/contentful/flatten.ts';
import { safeHref, sanitizeBody } from '../../server/content/rich-body.ts';
import { everyNodeDocument, hostileDocument } from '../fakes/contentful-rich-text-fixtures.ts';

const tags = (tree: Root) => elements(tree).map((el) => el.tagName);

// Resolved links, as the SDK hands them over (the fixtures embed the targets directly).
const body = sanitizeBody(richTextToHast(everyNodeDocument));

describe('Contentful rich text to the neutral body', () => {
  it('has a handler for every block, inline and mark that @contentful/rich-text-types defines', () => {
    expect([...handledNodeTypes.blocks].sort()).toEqual(Object.values(BLOCKS).sort());
    expect([...handledNodeTypes.inlines].sort()).toEqual(Object.values(INLINES).sort());
    expect([...handledNodeTypes.marks].sort()).toEqual(Object.values(MARKS).sort());
  });

  it('maps headings, paragraphs, lists, quotes and rules', () => {
    const found = tags(body);
    for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'blockquote', 'hr']) {
      expect(found, tag).toContain(tag);
    }
    expect(textOf(elements(body).find((el) => el.tagName === 'blockquote') as Element)).toBe(
      'Growth is a system, not a campaign.',
    );
  });

  it('maps every mark, nesting combined marks', () => {
    const marks = Object.fromEntries(
      ['strong', 'em', 'u', 'code', 'sup', 'sub', 's'].map((tag) => [
        tag,
        elements(body)
          .filter((el) => el.tagName === tag)
          .map(textOf),
      ]),
    );
    expect(marks).toEqual({
      strong: ['Bold', 'bold italic'],
      em: ['italic', 'bold italic'],
      u: ['underline'],
      code: ['code'],
      sup: ['super'],
      sub: ['sub'],
      s: ['struck'],
    });
  });

  it('shows a line break inside a paragraph (Shift+Enter in the web app) as one, under its marks', () => {
    const body = richTextToHast({
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [{ nodeType: 'text', value: 'one\ntwo', marks: [{ type: MARKS.BOLD }], data: {} }],
        },
      ],
    });
    expect(body.children).toEqual([
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'strong',
            properties: {},
            children: [
              { type: 'text', value: 'one' },
              { type: 'element', tagName: 'br', properties: {}, children: [] },
              { type: 'text', value: 'two' },
            ],
          },
        ],
      },
    ]);
  });

  it('turns hyperlinks, entry links, asset links and embedded entries into links with titles', () => {
    const links = elements(body)
      .filter((el) => el.tagName === 'a')
      .map((el) => [el.properties.href, textOf(el)]);
    expect(links).toEqual([
      ['https://example.com/guide', 'the guide'],
      ['/blog/linked-article', 'this article'],
      ['https://images.ctfassets.net/growthspace/diagram/def456/funnel.png', 'the diagram'],
      ['/blog/linked-article', 'Linked Article'],
      ['/blog/linked-article', 'Linked Article'],
    ]);
    expect(textOf(body)).toContain('a cross-space link');
  });

  it('embeds images with https URLs, sizes and alt from title, else description, else "Image"', () => {
    const images = elements(body)
      .filter((el) => el.tagName === 'img')
      .map((el) => el.properties);
    expect(images).toEqual([
      {
        src: 'https://images.ctfassets.net/growthspace/heroImage/abc123/pipeline.jpg?fm=webp&w=1200&q=70',
        alt: 'Pipeline chart on a laptop',
        width: 1600,
        height: 900,
        srcSet: expect.stringContaining('pipeline.jpg?fm=webp&w=480&q=70 480w'),
      },
      {
        src: 'https://images.ctfassets.net/growthspace/diagram/def456/funnel.png?fm=webp&w=1200&q=70',
        alt: 'Funnel diagram with five stages',
        width: 800,
        height: 600,
        srcSet: expect.stringContaining('funnel.png?fm=webp&w=480&q=70 480w'),
      },
      {
        src: 'https://images.ctfassets.net/growthspace/untitled/ghi789/photo.webp?fm=webp&w=1200&q=70',
        alt: 'Image',
        width: 640,
        height: 480,
        srcSet: expect.stringContaining('photo.webp?fm=webp&w=480&q=70 480w'),
      },
    ]);
  });

  it('offers each embedded image as a picture: AVIF sources, a WebP fallback, at widths up to 1.5x its own', () => {
    const pictures = elements(body).filter((el) => el.tagName === 'picture');
    expect(pictures).toHaveLength(3);
    const [source] = pictures[1]!.children as Element[];
    expect(source?.properties.type).toBe('image/avif');
    expect(
      String(source?.properties.srcSet)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['480w', '800w', '1200w']);
  });

  it('puts header rows of a table in thead and the rest in tbody', () => {
    const table = elements(body).find((el) => el.tagName === 'table') as Element;
    expect(tags({ type: 'root', children: [table] })).toEqual([
      'table',
      'thead',
      'tr',
      'th',
      'th',
      'tbody',
      'tr',
      'td',
      'td',
    ]);
    expect(textOf(table)).toBe('StageRateLead25%');
  });

  it('renders hostile links and markup inert and degrades unknown nodes to their text', () => {
    const hostile = sanitizeBody(richTextToHast(hostileDocument));
    expect(elements(hostile).filter((el) => el.tagName === 'a')).toEqual([]);
    expect(tags(hostile)).not.toContain('script');
    expect(textOf(hostile)).toContain('click me');
    expect(textOf(hostile)).toContain('<script>alert("x")</script>');
    expect(textOf(hostile)).toContain('Unknown node text');
    expect(JSON.stringify(hostile)).not.toMatch(/javascript:|onerror"\s*:/i);
  });

  it('gives an empty body for a missing or malformed document', () => {
    expect(richTextToHast(undefined)).toEqual({ type: 'root', children: [] });
    expect(richTextToHast('just a string')).toEqual({ type: 'root', children: [] });
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['/contact', '/contact'],
    ['pricing#plans', 'pricing#plans'],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    [' java\tscript:alert(1)', undefined],
    ['data:text/html;base64,AAAA', undefined],
    ['vbscript:msgbox', undefined],
    ['ftp://files.example.com', undefined],
    ['', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe('flattenToText', () => {
  it('keeps strings, joins rich-text paragraphs with spaces and trims', () => {
    expect(flattenToText('  Plain  ')).toBe('Plain');
    expect(
      flattenToText({
        nodeType: 'document',
        content: [
          { nodeType: 'paragraph', content: [{ nodeType: 'text', value: ' First ' }] },
          { nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'second.' }] },
        ],
      }),
    ).toBe('First second.');
    expect(flattenToText(undefined)).toBe('');
    expect(flattenToText(42)).toBe('');
  });
});
