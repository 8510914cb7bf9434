// Documents as a Sanity dataset holds them: the same posts and resources as the Contentful fixtures, with
// bodies in Portable Text, so one set of expectations fits both providers.
import { DRAFTS } from './draft-fixtures.ts';

export const FAKE_PROJECT = 'fakeproj';
export const FAKE_DATASET = 'production';
export const FAKE_SANITY_TOKEN = 'fake-sanity-read-token';

const imageAsset = (id: string, ext: string, width: number, height: number, fields: Record<string, string>) => ({
  _id: `image-${id}-${width}x${height}-${ext}`,
  _type: 'sanity.imageAsset',
  url: `https://cdn.sanity.io/images/${FAKE_PROJECT}/${FAKE_DATASET}/${id}-${width}x${height}.${ext}`,
  metadata: { dimensions: { width, height, aspectRatio: width / height } },
  ...fields,
});

export const heroAsset = imageAsset('abc123pipeline', 'jpg', 1600, 900, {
  title: 'Pipeline chart on a laptop',
  description: 'A laptop showing a rising revenue chart',
});
const diagramAsset = imageAsset('def456funnel', 'png', 800, 600, { description: 'Funnel diagram with five stages' });
const untitledAsset = imageAsset('ghi789photo', 'webp', 640, 480, {});

let key = 0;
const k = () => `k${(key += 1)}`;
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: k(), text, marks });
const block = (style: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: k(),
  style,
  markDefs: [],
  children,
  ...extra,
});
const listItem = (listItem: string, level: number, text: string) => block('normal', [span(text)], { listItem, level });
const image = (asset: { _id: string }, alt?: string) => ({
  _type: 'image',
  _key: k(),
  asset: { _type: 'reference', _ref: asset._id },
  ...(alt ? { alt } : {}),
});

/** A body that holds every style, list, decorator and annotation the site claims, an image, a table and an unknown block. */
export const everyNodeBody = [
  block('h1', [span('Heading one')]),
  block('h2', [span('Heading two')]),
  block('h3', [span('Heading three')]),
  block('h4', [span('Heading four')]),
  block('h5', [span('Heading five')]),
  block('h6', [span('Heading six')]),
  block('normal', [
    span('Bold', ['strong']),
    span(' '),
    span('italic', ['em']),
    span(' '),
    span('underline', ['underline']),
    span(' '),
    span('code', ['code']),
    span(' '),
    span('struck', ['strike-through']),
    span(' '),
    span('E = mc'),
    span('2', ['sup']),
    span(' and H'),
    span('2', ['sub']),
    span('O '),
    span('bold italic', ['strong', 'em']),
  ]),
  block(
    'normal',
    [span('Read '), span('the guide', ['lnk1']), span(', see '), span('this article', ['lnk2']), span('.')],
    {
      markDefs: [
        { _key: 'lnk1', _type: 'link', href: 'https://example.com/guide' },
        { _key: 'lnk2', _type: 'link', href: '/blog/linked-article' },
      ],
    },
  ),
  listItem('bullet', 1, 'First bullet'),
  listItem('bullet', 2, 'Nested bullet'),
  listItem('bullet', 1, 'Second bullet'),
  listItem('number', 1, 'Step one'),
  listItem('number', 1, 'Step two'),
  block('blockquote', [span('Growth is a system, not a campaign.')]),
  { _type: 'break', _key: k(), style: 'lineBreak' },
  image(heroAsset, 'Pipeline chart on a laptop'),
  image(diagramAsset),
  image(untitledAsset),
  {
    _type: 'table',
    _key: k(),
    rows: [
      { _type: 'tableRow', _key: k(), cells: ['Stage', 'Rate'] },
      { _type: 'tableRow', _key: k(), cells: ['Lead', '25%'] },
    ],
  },
  { _type: 'callout', _key: k(), children: [span('A callout the site does not know')] },
];

/** Links and markup that must come out inert. */
export const hostileBody = [
  block(
    'normal',
    [
      span('click me', ['bad1']),
      span(' '),
      span('data link', ['bad2']),
      span(' '),
      span('tabbed', ['bad3']),
      span(' <script>alert("x")</script> <img src=x onerror=alert(1)>'),
    ],
    {
      markDefs: [
        { _key: 'bad1', _type: 'link', href: 'javascript:alert(1)' },
        { _key: 'bad2', _type: 'link', href: 'data:text/html,<script>alert(1)</script>' },
        { _key: 'bad3', _type: 'link', href: 'java\tscript:alert(1)' },
      ],
    },
  ),
  { _type: 'mysteryBlock', _key: k(), text: 'Unknown node text' },
];

const doc = (id: string, type: string, updatedAt: string, fields: Record<string, unknown>) => ({
  _id: id,
  _type: type,
  _createdAt: '2026-01-05T10:00:00Z',
  _updatedAt: updatedAt,
  _rev: 'r1',
  ...fields,
});
const slug = (current: string) => ({ _type: 'slug', current });

export const posts = [
  doc('post1', 'post', '2026-03-03T10:00:00Z', {
    title: 'Pricing Experiments That Moved Revenue',
    slug: slug('pricing-experiments'),
    author: 'Maya Lindqvist',
    publishedDate: '2026-03-03',
    mainImage: {
      _type: 'image',
      asset: { _type: 'reference', _ref: heroAsset._id },
      alt: 'Pipeline chart on a laptop',
    },
    excerpt: 'Three pricing tests we ran with SaaS founders this quarter.',
    body: everyNodeBody,
    category: 'Growth',
    tags: ['Pricing', 'SaaS'],
    seoTitle: 'Pricing experiments for SaaS founders',
    seoDescription: 'What three pricing tests taught us about SaaS revenue.',
  }),
  doc('post2', 'post', '2026-02-10T10:00:00Z', {
    title: 'Rich Title Post',
    slug: slug('rich-title-post'),
    author: 'Daniel Okafor',
    publishedDate: '2026-02-10',
    excerpt: 'An excerpt written as rich text.',
    body: hostileBody,
  }),
  doc('post3', 'post', '2025-12-01T10:00:00Z', {
    title: 'Empty Body Post',
    slug: slug('empty-body-post'),
    publishedDate: '2025-12-01',
  }),
];

export const resources = [
  doc('res1', 'resource', '2026-03-04T10:00:00Z', {
    title: 'Pricing Page Teardown',
    slug: slug('pricing-page-teardown'),
    subtitle: 'What converts on a SaaS pricing page',
    body: [block('normal', [span('A teardown of twenty pricing pages.')])],
  }),
  doc('res2', 'resource', '2026-03-03T10:00:00Z', {
    title: 'The CMS Growth Playbook',
    slug: slug('growth-playbook'),
    subtitle: 'The edited version from the CMS',
    author: 'Growthwise Editors',
    readTime: '16 min',
    type: 'Playbook',
    gradient: 'linear-gradient(135deg, #15803d 0%, #0f1a14 100%)',
    body: [block('normal', [span('The CMS version of the playbook.')])],
  }),
];

export const assets = [heroAsset, diagramAsset, untitledAsset];

const [post1] = posts;
const [, res2] = resources;

/**
 * Drafts as the Content Lake keeps them: documents under `drafts.<id>`, visible only with a token and the
 * drafts perspective (a change to a published document, and a document never published).
 */
export const drafts = [
  { ...post1, _id: 'drafts.post1', _rev: 'd1', title: DRAFTS.changedPost.title },
  doc('drafts.post4', 'post', '2026-04-01T08:00:00Z', {
    title: DRAFTS.newPost.title,
    slug: slug(DRAFTS.newPost.slug),
    author: DRAFTS.newPost.author,
    publishedDate: DRAFTS.newPost.publishedDate,
    excerpt: DRAFTS.newPost.excerpt,
    body: [block('normal', [span(DRAFTS.newPost.body)])],
  }),
  { ...res2, _id: 'drafts.res2', _rev: 'd2', title: DRAFTS.changedResource.title },
];
