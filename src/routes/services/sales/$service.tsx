import { createFileRoute } from '@tanstack/react-router';
import { serviceContext, serviceHead } from '../../../features/services/area-routes.ts';
import { ServicePage } from '../../../features/services/service-page.tsx';
import { salesServices } from '../../../features/services/services-sales.ts';

export const Route = createFileRoute('/services/sales/$service')({
  beforeLoad: ({ params }) => serviceContext('sales', params.service),
  head: ({ match }) => serviceHead(match),
  component: SalesService,
});

function SalesService() {
  return <ServicePage area="sales" services={salesServices} serviceSlug={Route.useParams().service} />;
}
