import { createFileRoute, notFound } from '@tanstack/react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { contentMessages } from '../../model/content-messages.ts';
import { isValidSlug } from '../../model/content.ts';
import { loadRichTree } from '../../components/rich-text/rich-tree-loader.ts';
import { articleHead } from '../../features/content/article-head.ts';
import { BlogPostArticle, BlogPostMissing } from '../../features/blog/blog-post.tsx';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    // A slug nothing can have is not found without asking anyone (the server answers the same).
    if (!isValidSlug(params.slug)) throw notFound();
    // The body renderer comes with the data (it is needed only where the browser builds the page).
    const [result] = await Promise.all([context.content.getPost(params.slug), loadRichTree()]);
    if (result.status === 'not-found') throw notFound();
    if (result.status === 'error') {
      context.markUnavailable();
      return { post: undefined, error: result.message };
    }
    return { post: result.data, error: undefined };
  },
  head: ({ match, loaderData }) => {
    const post = loaderData?.post;
    if (!post) {
      const title = loaderData?.error ?? contentMessages.postMissing;
      return { meta: [{ title: `${title} | Growthwise` }, { name: 'robots', content: 'noindex' }] };
    }
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
  component: BlogPostPage,
});

function BlogPostPage() {
  const { post, error } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  const { pathname } = Route.useMatch();
  if (!post) {
    return (
      <section className="page-section">
        <BlogPostMissing message={error ?? contentMessages.postFailed} />
      </section>
    );
  }
  return (
    <section className="page-section page-section--narrow">
      <BlogPostArticle post={post} url={`${siteUrl}${pathname}`} siteUrl={siteUrl} />
    </section>
  );
}
