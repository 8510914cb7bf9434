import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentMessages } from '../../model/content-messages.ts';
import { isValidSlug } from '../../model/content.ts';
import { loadRichTree } from '../../components/rich-text/rich-tree-loader.ts';
import { articleHead } from '../../features/content/article-head.ts';
import { ResourceArticle, ResourceMissing } from '../../features/resources/resource-detail.tsx';

export const Route = createFileRoute('/resources/$slug')({
  loader: async ({ context, params }) => {
    // A slug nothing can have is not found without asking anyone (the server answers the same).
    if (!isValidSlug(params.slug)) throw notFound();
    // The body renderer comes with the data (it is needed only where the browser builds the page).
    const [result] = await Promise.all([context.content.getResource(params.slug), loadRichTree()]);
    if (result.status === 'not-found') throw notFound();
    if (result.status === 'error') {
      context.markUnavailable();
      return { resource: undefined, error: result.message };
    }
    return { resource: result.data, error: undefined };
  },
  head: ({ match, loaderData }) => {
    const resource = loaderData?.resource;
    if (!resource) {
      const title = loaderData?.error ?? contentMessages.resourceMissing;
      return { meta: [{ title: `${title} | Growthwise` }, { name: 'robots', content: 'noindex' }] };
    }
    return articleHead({
      siteUrl: match.context.siteUrl,
      pathname: match.pathname,
      title: resource.title,
      description: resource.subtitle || resource.title,
      image: null,
      author: resource.author,
      crumbs: [
        { name: 'Home', path: '/' },
        { name: 'Resources', path: '/resources' },
        { name: resource.title, path: match.pathname },
      ],
    });
  },
  pendingComponent: () => (
    <section className="page-section">
      <p className="loading-text" role="status">
        Loading resource...
      </p>
    </section>
  ),
  notFoundComponent: () => (
    <section className="page-section">
      <ResourceMissing message={contentMessages.resourceMissing} />
    </section>
  ),
  component: ResourcePage,
});

function ResourcePage() {
  const { resource, error } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  const { pathname } = Route.useMatch();
  if (!resource) {
    return (
      <section className="page-section">
        <ResourceMissing message={error ?? contentMessages.resourceFailed} />
      </section>
    );
  }
  return (
    <section className="page-section page-section--narrow">
      <ResourceArticle resource={resource} url={`${siteUrl}${pathname}`} siteUrl={siteUrl} />
    </section>
  );
}
