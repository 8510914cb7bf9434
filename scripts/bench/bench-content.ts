import type { ContentfulFake } from '../../tests/fakes/contentful-fake.ts';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, ...content: unknown[]) => ({ nodeType, data: {}, content });
const paragraph = (value: string) => block('paragraph', text(value));

/**
 * The fake's fixtures point images at images.ctfassets.net, which this machine cannot reach; the bench
 * drops them and adds a realistic text-only post, so that no figure depends on a network.
 */
export function prepareBenchContent(fake: ContentfulFake) {
  for (const post of fake.posts) delete post.fields.featuredImage;
  fake.posts.unshift({
    sys: { id: 'benchPost', type: 'Entry', contentType: { sys: { id: 'blogPost' } } },
    fields: {
      title: 'Scaling RevOps After Series A',
      slug: 'scaling-revops-after-series-a',
      author: 'Daniel Okafor',
      publishedDate: '2026-11-02',
      excerpt: 'What changes in revenue operations between ten and fifty sellers, and what to fix first.',
      category: 'Revenue Operations',
      tags: ['RevOps', 'CRM'],
      content: block(
        'document',
        paragraph('The systems that got you to Series A were built for a founder who knew every deal by name.'),
        block('heading-2', text('Define the lifecycle once')),
        paragraph('Agree what a lead, an opportunity and a customer are, and put those definitions in the CRM.'),
        block(
          'unordered-list',
          block('list-item', paragraph('One owner per stage')),
          block('list-item', paragraph('Exit criteria for every stage')),
          block('list-item', paragraph('A weekly review of the whole funnel')),
        ),
        block('heading-2', text('Automate the handoffs')),
        paragraph('Routing, follow-up and renewal alerts are where leads and revenue leak; automate them first.'),
        block('blockquote', paragraph('Fix the constraint that matters, then the next one.')),
      ),
    },
  } as unknown as ContentfulFake['posts'][number]);
}
