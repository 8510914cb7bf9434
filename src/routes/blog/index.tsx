import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import { siteConfig } from '../../site/site-config.ts';
import { contentMessages } from '../../model/content-messages.ts';
import { BlogHero, BlogList, BlogListError, BlogListPending } from '../../features/blog/blog-list.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';

export const Route = createFileRoute('/blog/')({
  loader: async ({ context }) => {
    const result = await context.content.listPosts();
    if (result.status === 'ok') return { posts: result.data, error: undefined };
    context.markUnavailable();
    return { posts: [], error: result.status === 'error' ? result.message : contentMessages.postsFailed };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: `${siteConfig.name} Blog`,
      description:
        'Insights on growth, revenue operations, CRM and AI for B2B SaaS and e-commerce founders from the Growthwise team.',
    }),
  pendingComponent: () => (
    <section className="page-section">
      <BlogHero />
      <BlogListPending />
    </section>
  ),
  component: BlogPage,
});

function BlogPage() {
  const { posts, error } = Route.useLoaderData();
  return (
    <section className="page-section">
      <HydrationMarker />
      <BlogHero />
      {error ? <BlogListError message={error} /> : <BlogList posts={posts} />}
    </section>
  );
}
