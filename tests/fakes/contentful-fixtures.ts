// Entries as the Contentful Delivery API returns them, used by the fake and by the tests.
import { DRAFTS } from './draft-fixtures.ts';
import { SPACE, sys } from './contentful-sys.ts';
import {
  block,
  doc,
  everyNodeDocument,
  heroAsset,
  hostileDocument,
  paragraph,
  textNode,
} from './contentful-rich-text-fixtures.ts';

export const posts = [
  {
    metadata: { tags: [] },
    sys: sys('post1', 'Entry', 'blogPost'),
    fields: {
      title: 'Pricing Experiments That Moved Revenue',
      slug: 'pricing-experiments',
      author: 'Maya Lindqvist',
      publishedDate: '2026-03-03',
      featuredImage: heroAsset,
      excerpt: 'Three pricing tests we ran with SaaS founders this quarter.',
      content: everyNodeDocument,
      category: 'Growth',
      tags: ['Pricing', 'SaaS'],
      seoTitle: 'Pricing experiments for SaaS founders',
      seoDescription: 'What three pricing tests taught us about SaaS revenue.',
    },
  },
  {
    metadata: { tags: [] },
    sys: sys('post2', 'Entry', 'blogPost'),
    fields: {
      title: doc(paragraph(textNode('Rich ')), paragraph(textNode('Title Post'))),
      slug: 'rich-title-post',
      author: doc(paragraph(textNode('Daniel Okafor'))),
      publishedDate: '2026-02-10',
      excerpt: doc(paragraph(textNode('An excerpt written ')), paragraph(textNode('as rich text.'))),
      content: hostileDocument,
    },
  },
  {
    metadata: { tags: [] },
    sys: sys('post3', 'Entry', 'blogPost'),
    fields: { title: 'Empty Body Post', slug: 'empty-body-post', publishedDate: '2025-12-01' },
  },
];

export const resources = [
  {
    metadata: { tags: [] },
    sys: sys('res1', 'Entry', 'resource'),
    fields: {
      title: 'Pricing Page Teardown',
      slug: 'pricing-page-teardown',
      subtitle: 'What converts on a SaaS pricing page',
      content: doc(
        paragraph(textNode('A teardown of twenty pricing pages.')),
        // Our own pages, written as an editor might: the site links them in their own addresses.
        paragraph(
          textNode('Then read '),
          block('hyperlink', [textNode('the CMS playbook')], { uri: '/Resources/Growth-Playbook/' }),
          textNode(' or '),
          block('hyperlink', [textNode('the pricing post')], { uri: '/Blog/Pricing-Experiments?from=teardown' }),
          textNode(', or '),
          block('hyperlink', [textNode('write to us')], { uri: 'mailto:hello@growthwise.test' }),
          textNode('.'),
        ),
      ),
    },
  },
  {
    metadata: { tags: [] },
    sys: sys('res2', 'Entry', 'resource'),
    fields: {
      title: 'The CMS Growth Playbook',
      slug: 'growth-playbook',
      subtitle: 'The edited version from the CMS',
      author: 'Growthwise Editors',
      readTime: '16 min',
      type: 'Playbook',
      gradient: 'linear-gradient(135deg, #15803d 0%, #0f1a14 100%)',
      content: doc(paragraph(textNode('The CMS version of the playbook.'))),
    },
  },
];

export const FAKE_SPACE = SPACE;
export const FAKE_TOKEN = 'fake-delivery-token';
/** The Content Preview API's own token: with it, the fake answers with drafts (see draftPosts). */
export const FAKE_PREVIEW_TOKEN = 'fake-preview-token';

const [post1] = posts;
const [, res2] = resources;

/** Entries as the Content Preview API returns them: published entries with unpublished changes, and new ones. */
export const draftPosts = [
  { ...post1, fields: { ...post1?.fields, title: DRAFTS.changedPost.title } },
  {
    metadata: { tags: [] },
    sys: sys('post4', 'Entry', 'blogPost'),
    fields: {
      title: DRAFTS.newPost.title,
      slug: DRAFTS.newPost.slug,
      author: DRAFTS.newPost.author,
      publishedDate: DRAFTS.newPost.publishedDate,
      excerpt: DRAFTS.newPost.excerpt,
      content: doc(paragraph(textNode(DRAFTS.newPost.body))),
    },
  },
];
export const draftResources = [{ ...res2, fields: { ...res2?.fields, title: DRAFTS.changedResource.title } }];
