import { createFileRoute } from '@tanstack/react-router';
import { serviceContext, serviceHead } from '../../../features/services/area-routes.ts';
import { ServicePage } from '../../../features/services/service-page.tsx';
import { aiServices } from '../../../features/services/services-ai.ts';

export const Route = createFileRoute('/services/ai/$service')({
  beforeLoad: ({ params }) => serviceContext('ai', params.service),
  head: ({ match }) => serviceHead(match),
  component: AiService,
});

function AiService() {
  return <ServicePage area="ai" services={aiServices} serviceSlug={Route.useParams().service} />;
}
