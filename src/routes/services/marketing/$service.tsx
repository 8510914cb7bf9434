import { createFileRoute } from '@tanstack/react-router';
import { serviceContext, serviceHead } from '../../../features/services/area-routes.ts';
import { ServicePage } from '../../../features/services/service-page.tsx';
import { marketingServices } from '../../../features/services/services-marketing.ts';

export const Route = createFileRoute('/services/marketing/$service')({
  beforeLoad: ({ params }) => serviceContext('marketing', params.service),
  head: ({ match }) => serviceHead(match),
  component: MarketingService,
});

function MarketingService() {
  return <ServicePage area="marketing" services={marketingServices} serviceSlug={Route.useParams().service} />;
}
