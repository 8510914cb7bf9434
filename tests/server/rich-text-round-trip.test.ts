import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hastToRichText } from '../../server/content/contentful/hast-to-rich-text.ts';
import type { RichTextNode } from '../../server/content/contentful/hast-to-rich-text.ts';
import { parseMarkdown } from '../../server/content/local/markdown.ts';
import { originalOf } from '../../server/content/transfer/image-files.ts';
import { bodyView } from '../../server/content/transfer/neutral-view.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sourceOf } from './support/export-folder.ts';

type Entity = { sys: { id: string; type: string }; fields: Record<string, unknown> };
let fake: ContentfulFake;
const signal = new AbortController().signal;
beforeAll(async () => {
  fake = await startContentfulFake();
});
afterAll(() => fake.close());

const source = () => sourceOf(contentfulEnv(fake));

/** Every entry and asset the fake's posts hold or link to, by id: what the Management API would know. */
function entities(): Map<string, Entity> {
  const found = new Map<string, Entity>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const entity = value as Entity;
    if ((entity.sys?.type === 'Entry' || entity.sys?.type === 'Asset') && entity.fields)
      found.set(entity.sys.id, entity);
    Object.values(value).forEach(walk);
  };
  walk(fake.posts);
  return found;
}

/** The document as the Delivery API answers it: each link replaced by what it links to. */
function delivered(node: RichTextNode, byId: Map<string, Entity>): unknown {
  const target = (node.data.target as { sys?: { id?: string } } | undefined)?.sys?.id;
  return {
    ...node,
    data: target ? { target: byId.get(target) } : node.data,
    ...(node.content ? { content: node.content.map((child) => delivered(child, byId)) } : {}),
  };
}

function linksOf(byId: Map<string, Entity>) {
  const all = [...byId.values()];
  return {
    asset: (src: string) =>
      all.find((e) => e.sys.type === 'Asset' && `https:${(e.fields.file as { url: string }).url}` === originalOf(src))
        ?.sys.id,
    entry: (_kind: 'post' | 'resource', slug: string) =>
      all.find((e) => e.sys.type === 'Entry' && e.fields.slug === slug)?.sys.id,
  };
}

async function readBackWith(content: unknown) {
  const post = fake.posts[0] as unknown as Entity;
  const before = post.fields.content;
  post.fields.content = content;
  try {
    return (await source().getPost('pricing-experiments', signal))!.body;
  } finally {
    post.fields.content = before;
  }
}

describe('the neutral body written back as a Contentful rich-text document', () => {
  it("reads back as the same body through the site's own Contentful adapter", async () => {
    const read = (await source().getPost('pricing-experiments', signal))!.body;
    const byId = entities();
    const document = hastToRichText(read, linksOf(byId));
    expect(bodyView(await readBackWith(delivered(document, byId)))).toEqual(bodyView(read));
  });

  it('holds a markdown body: nested lists, marks across a link, a quote, a rule, a table, a line break', async () => {
    const { body } = parseMarkdown(
      [
        '## Why',
        '',
        'H<sub>2</sub>O, x<sup>**2**</sup>, <u>under</u>, ~~gone~~, `code` and [a _link_](https://example.com/x).',
        '',
        '- one',
        '  1. nested',
        '- two',
        '',
        '> a quote',
        '',
        '---',
        '',
        '| Stage | **Rate** |',
        '| ----- | -------- |',
        '| Lead  | 25%      |',
        '',
        'a line  ',
        'broken',
      ].join('\n'),
    );
    const byId = entities();
    const document = hastToRichText(body, linksOf(byId));
    expect(bodyView(await readBackWith(delivered(document, byId)))).toEqual(bodyView(body));
  });
});
