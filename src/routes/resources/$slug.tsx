import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentMessages } from '../../model/content-messages';
import { articleHead } from '../../features/content/article-head';
import { ResourceArticle, ResourceMissing } from '../../features/resources/resource-detail';

export const Route = createFileRoute('/resources/$slug')({
  loader: async ({ context, params }) => {
    const result = await context.content.getResource(params.slug);
    if (result.status === 'not-found') throw notFound();
    if (result.status === 'error') throw new Error(result.message);
    return { resource: result.data };
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) {
      return {
        meta: [{ title: `${contentMessages.resourceMissing} | Growthwise` }, { name: 'robots', content: 'noindex' }],
      };
    }
    const { resource } = loaderData;
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
  errorComponent: ({ error }) => (
    <section className="page-section">
      <ResourceMissing message={error instanceof Error ? error.message : contentMessages.resourceFailed} />
    </section>
  ),
  component: ResourcePage,
});

function ResourcePage() {
  const { resource } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  const { pathname } = Route.useMatch();
  return (
    <section className="page-section page-section--narrow">
      <ResourceArticle resource={resource} url={`${siteUrl}${pathname}`} siteUrl={siteUrl} />
    </section>
  );
}
