import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Nodes } from 'hast';
import { parseMarkdown } from '../../server/content/local/markdown.ts';
import { bodyToMarkdown } from '../../server/content/local/markdown-writer.ts';
import { createProgress } from '../../server/content/transfer/progress.ts';

const FALLBACK = path.resolve(import.meta.dirname, '../../content-fallback');

/** A tree without the positions the parser notes, which say where, not what. */
const shape = (node: Nodes): unknown =>
  JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value)));

const EVERY_NODE = [
  '# One',
  '',
  'H<sub>2</sub>O, x<sup>**2**</sup>, <u>under <u>twice</u></u>, ~~gone~~, `code`, _em_ and [a link](/contact).',
  '',
  '<div class="embedded-entry">',
  '',
  '[The _linked_ article](/blog/speed-to-lead)',
  '',
  '</div>',
  '',
  '- an item with a mark<sup>1</sup>',
  '- two',
  '',
  '3. three',
  '4. four',
  '',
  '> a quote',
  '',
  '---',
  '',
  '| Stage | Rate |',
  '| :---- | ---: |',
  '| Lead  |  25% |',
  '',
  '```js',
  'go()',
  '```',
  '',
  '![A chart](images/chart.png)',
  '',
  'a line  ',
  'broken',
].join('\n');

describe("the local provider's markdown, written and read back", () => {
  it('reads the extension: <u>, <sup> and <sub> around text, and an embedded entry', () => {
    const { body } = parseMarkdown(EVERY_NODE);
    const html = JSON.stringify(shape(body));
    for (const tag of ['"sub"', '"sup"', '"u"', '"del"', '"table"', '"blockquote"', '"hr"', '"br"', '"pre"'])
      expect(html).toContain(`"tagName":${tag}`);
    expect(html).toContain('"className":["embedded-entry"]');
  });

  it('drops any other raw HTML and a tag left open', () => {
    const { body } = parseMarkdown(
      'a <sup>open and <b>bold</b> <span class="x">span</span>\n\n<div class="other">\n\ntext\n\n</div>',
    );
    const html = JSON.stringify(shape(body));
    expect(html).not.toMatch(/"tagName":"(sup|b|span|div)"/);
    expect(html).not.toContain('embedded-entry');
  });

  it.each([
    ['every node and mark', EVERY_NODE],
    ...readdirSync(path.join(FALLBACK, 'posts')).map((name) => [
      name,
      readFileSync(path.join(FALLBACK, 'posts', name), 'utf8'),
    ]),
    ...readdirSync(path.join(FALLBACK, 'resources')).map((name) => [
      name,
      readFileSync(path.join(FALLBACK, 'resources', name), 'utf8'),
    ]),
  ])('gives the same body after a write and a read: %s', (_name, source) => {
    const { body } = parseMarkdown(source);
    expect(shape(parseMarkdown(bodyToMarkdown(body)).body)).toEqual(shape(body));
  });
});

describe('progress', () => {
  const recorder = (isTTY: boolean) => {
    const written: string[] = [];
    const stream = { isTTY, write: (chunk: string) => written.push(chunk) > 0 } as unknown as NodeJS.WritableStream;
    return { written, progress: createProgress(stream, 'Entries') };
  };

  it('redraws one bar in place on a terminal', () => {
    const { written, progress } = recorder(true);
    progress.start(2);
    progress.tick();
    progress.tick();
    progress.done();
    expect(written.at(1)).toBe(`\rEntries [${'#'.repeat(15)}${'.'.repeat(15)}] 1/2`);
    expect(written.join('')).toMatch(/\] 2\/2\n$/);
  });

  it('writes a line every tenth of the way elsewhere', () => {
    const { written, progress } = recorder(false);
    progress.start(100);
    for (let i = 0; i < 100; i += 1) progress.tick();
    expect(written).toHaveLength(11);
    expect(written.at(-1)).toBe('Entries: 100/100\n');
  });

  it('counts the images handled, shown with the next entry', () => {
    const { written, progress } = recorder(false);
    progress.start(2);
    progress.image();
    progress.image();
    progress.tick();
    progress.tick();
    expect(written).toEqual(['Entries: 0/2\n', 'Entries: 1/2, images 2\n', 'Entries: 2/2, images 2\n']);
  });
});
