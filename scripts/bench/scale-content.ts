import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentfulFake } from '../../tests/fakes/contentful-fake.ts';

// A blog grown to thousands of posts, like the real ones: a body of about 13 KB and 185 rich-text nodes each,
// words drawn from a vocabulary as prose draws them (a few often, most rarely), three tags each from fifty.

export const SCALE_TAGS = Array.from({ length: 50 }, (_, i) => `Topic ${i + 1}`);

/** A deterministic generator, so every run measures the same content. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const SYLLABLES = ['pro', 'fit', 'lead', 'sal', 'mar', 'ket', 'ops', 'rev', 'nue', 'grow', 'th', 'crm', 'pipe', 'line'];
const VOCABULARY = Array.from({ length: 3_000 }, (_, i) => {
  let word = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});

/** A word as prose uses them: the rank drawn so that word k comes about 1/k as often as the first. */
const word = (next: () => number) => VOCABULARY[Math.floor(VOCABULARY.length ** next()) - 1]!;
const sentence = (next: () => number, words: number) => Array.from({ length: words }, () => word(next)).join(' ');

type Node = { nodeType: string; data: object; content?: Node[]; value?: string; marks?: { type: string }[] };
const text = (value: string, bold = false): Node => ({
  nodeType: 'text',
  value,
  marks: bold ? [{ type: 'bold' }] : [],
  data: {},
});
const block = (nodeType: string, ...content: Node[]): Node => ({ nodeType, data: {}, content });

/** A word every body ends with and no summary holds: the bench knows the index has read every body by it. */
export const BODY_MARK = 'bodyend';

/** One post's body: twelve sections of a heading, three paragraphs (one word in bold) and a short list. */
function body(next: () => number): Node {
  const sections = Array.from({ length: 12 }, () => [
    block('heading-2', text(sentence(next, 4))),
    ...Array.from({ length: 3 }, () =>
      block('paragraph', text(`${sentence(next, 6)} `), text(word(next), true), text(` ${sentence(next, 6)}.`)),
    ),
    ...(next() < 0.4 ? [block('unordered-list', block('list-item', block('paragraph', text(sentence(next, 6)))))] : []),
  ]);
  return block('document', ...sections.flat(), block('paragraph', text(BODY_MARK)));
}

/** The same body as markdown, for the local provider. */
function markdown(node: Node): string {
  const inline = (nodes: Node[] = []) =>
    nodes.map((n) => (n.marks?.length ? `**${n.value}**` : (n.value ?? ''))).join('');
  return (node.content ?? [])
    .map((child) => {
      if (child.nodeType === 'heading-2') return `## ${inline(child.content)}`;
      if (child.nodeType === 'unordered-list') {
        return (child.content ?? []).map((item) => `- ${inline(item.content?.[0]?.content)}`).join('\n');
      }
      return inline(child.content);
    })
    .join('\n\n');
}

export type ScalePost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  tags: string[];
  body: Node;
};

/** `count` posts, newest first, a day apart at most (several a day once there are thousands). */
export function scalePosts(count: number): ScalePost[] {
  const next = random(20_261_202);
  return Array.from({ length: count }, (_, i) => {
    const tags = new Set<string>();
    while (tags.size < 3) tags.add(SCALE_TAGS[Math.floor(next() * SCALE_TAGS.length)]!);
    return {
      id: `scale${String(i).padStart(5, '0')}`,
      slug: `scale-post-${i + 1}`,
      title: `${sentence(next, 5)} ${i + 1}`,
      excerpt: `${sentence(next, 20)}.`,
      date: new Date(Date.UTC(2026, 10, 30) - Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
      tags: [...tags],
      body: body(next),
    };
  });
}

/** The posts as Contentful entries in the fake (rich-text bodies). */
export function seedScaleContentful(fake: ContentfulFake, posts: ScalePost[]) {
  fake.posts = posts.map((post) => ({
    sys: {
      id: post.id,
      type: 'Entry',
      updatedAt: '2026-12-01T10:00:00.000Z',
      contentType: { sys: { id: 'blogPost' } },
    },
    fields: {
      title: post.title,
      slug: post.slug,
      author: 'Maya Lindqvist',
      publishedDate: post.date,
      excerpt: post.excerpt,
      tags: post.tags,
      content: post.body,
    },
  })) as unknown as ContentfulFake['posts'];
}

/** The posts as the local provider's markdown files in `dir` (its CONTENT_DIR). */
export function writeScaleMarkdown(dir: string, posts: ScalePost[]) {
  mkdirSync(path.join(dir, 'posts'), { recursive: true });
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  for (const post of posts) {
    const frontMatter = [
      '---',
      `title: ${post.title}`,
      `slug: ${post.slug}`,
      'author: Maya Lindqvist',
      `publishedDate: ${post.date}`,
      `excerpt: ${post.excerpt}`,
      `tags: [${post.tags.join(', ')}]`,
      '---',
    ].join('\n');
    writeFileSync(path.join(dir, 'posts', `${post.slug}.md`), `${frontMatter}\n\n${markdown(post.body)}\n`);
  }
}
