import type { ContentfulFake } from './contentful-fake.ts';
import { posts, resources } from './contentful-fixtures.ts';
import { sys } from './contentful-sys.ts';

const dayMs = 86_400_000;

/** Excerpts of one to four lines on a phone, so that the cards differ in height as a real blog's do. */
const EXCERPTS = [
  'A short note.',
  'What we changed in the first ninety days, and what we would change again if we started today.',
  'Pipeline reviews, lead routing, renewal alerts and the reports a board asks for: the systems a team of fifty sellers needs, in the order we build them with founders, and what each one costs to run.',
];

/** Each post's topics: one of three by turn, and every fifth post a playbook too. */
export const longListTags = (i: number) => [
  ['Revenue Ops', 'AI Agents', 'Pipeline'][i % 3]!,
  ...(i % 5 === 0 ? ['Playbooks'] : []),
];

/**
 * A blog and a resource library that have grown: `count` posts, newest first a day apart, and `count`
 * resources, each made from the fixtures' first post and edited resource with its own id, title, slug, excerpt
 * (and a post its tags).
 */
export function seedLongLists(fake: Pick<ContentfulFake, 'posts' | 'resources'>, count: number) {
  const [post] = posts;
  const resource = resources[1];
  if (!post || !resource) throw new Error('the fixtures have no post or resource to copy');
  fake.posts = Array.from({ length: count }, (_, i) => ({
    ...post,
    sys: sys(`longPost${i}`, 'Entry', 'blogPost'),
    fields: {
      ...post.fields,
      title: `Growth note ${i + 1}`,
      slug: `growth-note-${i + 1}`,
      excerpt: EXCERPTS[i % EXCERPTS.length],
      tags: longListTags(i),
      publishedDate: new Date(Date.UTC(2026, 10, 1) - i * dayMs).toISOString().slice(0, 10),
    },
  })) as unknown as ContentfulFake['posts'];
  fake.resources = Array.from({ length: count }, (_, i) => ({
    ...resource,
    sys: {
      ...sys(`longResource${i}`, 'Entry', 'resource'),
      updatedAt: new Date(Date.UTC(2026, 10, 1) - i * dayMs).toISOString(),
    },
    fields: {
      ...resource.fields,
      title: `Growth guide ${i + 1}`,
      slug: `growth-guide-${i + 1}`,
      subtitle: EXCERPTS[i % EXCERPTS.length],
    },
  })) as unknown as ContentfulFake['resources'];
}
