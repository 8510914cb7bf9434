// What editors changed but did not publish, the same in the Contentful and the Sanity fixtures, so one set of
// preview expectations fits both: a changed post title, a post never published, a changed resource.
export const DRAFTS = {
  changedPost: { slug: 'pricing-experiments', title: 'Pricing Experiments, Revised Before Publishing' },
  newPost: {
    slug: 'unpublished-draft',
    title: 'A Draft Nobody Outside Has Seen',
    excerpt: 'Written this morning and not published yet.',
    publishedDate: '2026-04-01',
    author: 'Maya Lindqvist',
    body: 'Only editors in preview can read this paragraph.',
  },
  changedResource: { slug: 'growth-playbook', title: 'The CMS Growth Playbook, Second Edition' },
} as const;
