import { createFileRoute } from '@tanstack/react-router';
import { serviceContext, serviceHead } from '../../../features/services/area-routes.ts';
import { ServicePage } from '../../../features/services/service-page.tsx';
import { businessOperationsServices } from '../../../features/services/services-business-operations.ts';

export const Route = createFileRoute('/services/business-operations/$service')({
  beforeLoad: ({ params }) => serviceContext('business-operations', params.service),
  head: ({ match }) => serviceHead(match),
  component: BusinessOperationsService,
});

function BusinessOperationsService() {
  return (
    <ServicePage
      area="business-operations"
      services={businessOperationsServices}
      serviceSlug={Route.useParams().service}
    />
  );
}
