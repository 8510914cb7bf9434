import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hastToPortableText } from '../../server/content/sanity/hast-to-portable-text.ts';
import { bodyView } from '../../server/content/transfer/neutral-view.ts';
import { originalOf } from '../../server/content/transfer/image-files.ts';
import { parseMarkdown } from '../../server/content/local/markdown.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { sourceOf } from './support/export-folder.ts';

let fake: SanityFake;
const signal = new AbortController().signal;
beforeAll(async () => {
  fake = await startSanityFake();
});
afterAll(() => fake.close());

const source = () => sourceOf(sanityEnv(fake));

/** The asset a body's image came from, found by its original address, as an import finds one it uploaded. */
const assetOf = (src: string) =>
  fake.documents.find((doc) => doc._type === 'sanity.imageAsset' && doc.url === originalOf(src))?._id as
    string | undefined;

function replaceBody(id: string, body: unknown) {
  const doc = fake.documents.find((d) => d._id === id) as Record<string, unknown>;
  const before = doc.body;
  doc.body = body;
  return () => (doc.body = before);
}

describe('the neutral body written back as Portable Text', () => {
  it("reads back as the same body through the site's own Sanity adapter", async () => {
    const read = await source().getPost('pricing-experiments', signal);
    const blocks = hastToPortableText(read!.body, assetOf);
    const restore = replaceBody('post1', blocks);
    try {
      const again = await source().getPost('pricing-experiments', signal);
      expect(bodyView(again!.body)).toEqual(bodyView(read!.body));
      expect(hastToPortableText(again!.body, assetOf)).toEqual(blocks);
    } finally {
      restore();
    }
  });

  it("holds a markdown body with every node Sanity's model has, nested lists and links", async () => {
    const { body } = parseMarkdown(
      [
        '## Why',
        '',
        'H<sub>2</sub>O, x<sup>**2**</sup>, <u>under</u>, ~~gone~~, `code` and [a _link_](https://example.com/x).',
        '',
        '- one',
        '  1. nested',
        '  2. again',
        '- two',
        '',
        '> a quote',
        '',
        '---',
        '',
        '| Stage | Rate |',
        '| ----- | ---- |',
        '| Lead  | 25%  |',
      ].join('\n'),
    );
    const restore = replaceBody('post1', hastToPortableText(body, assetOf));
    try {
      const again = await source().getPost('pricing-experiments', signal);
      expect(bodyView(again!.body)).toEqual(bodyView(body));
    } finally {
      restore();
    }
  });
});
