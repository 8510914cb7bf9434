import { createFileRoute, notFound } from '@tanstack/react-router';
import { Spinner } from '../../components/ui/spinner';
import { contentMessages } from '../../model/content-messages';
import { articleHead } from '../../features/content/article-head';
import { BlogPostArticle, BlogPostMissing } from '../../features/blog/blog-post';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    const result = await context.content.getPost(params.slug);
    if (result.status === 'not-found') throw notFound();
    if (result.status === 'error') throw new Error(result.message);
    return { post: result.data };
  },
  head: ({ match, loaderData }) => {
    if (!loaderData)
      return {
        meta: [{ title: `${contentMessages.postMissing} | Growthwise` }, { name: 'robots', content: 'noindex' }],
      };
    const { post } = loaderData;
    return articleHead({
      siteUrl: match.context.siteUrl,
      pathname: match.pathname,
      title: post.seoTitle || post.title,
      description: post.seoDescription || post.excerpt || post.title,
      image: post.featuredImage,
      author: post.author,
      publishedDate: post.publishedDate,
      crumbs: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: match.pathname },
      ],
    });
  },
  pendingComponent: () => (
    <section className="page-section">
      <Spinner label="Loading blog post" />
    </section>
  ),
  notFoundComponent: () => (
    <section className="page-section">
      <BlogPostMissing message={contentMessages.postMissing} />
    </section>
  ),
  errorComponent: ({ error }) => (
    <section className="page-section">
      <BlogPostMissing message={error instanceof Error ? error.message : contentMessages.postFailed} />
    </section>
  ),
  component: BlogPostPage,
});

function BlogPostPage() {
  const { post } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  const { pathname } = Route.useMatch();
  return (
    <section className="page-section page-section--narrow">
      <BlogPostArticle post={post} url={`${siteUrl}${pathname}`} siteUrl={siteUrl} />
    </section>
  );
}
