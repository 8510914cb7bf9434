import { serviceIndex as serviceCatalog } from '../features/services/service-index.ts';

/** Every page that exists without content from the CMS, for the sitemap. */
export function listStaticPaths(): string[] {
  const categories = serviceCatalog
    .filter((category) => category.overview)
    .map((category) => `/services/${category.slug}`);
  const services = serviceCatalog.flatMap((category) =>
    category.services.map((service) => `/services/${category.slug}/${service.slug}`),
  );
  return ['/', '/services', ...categories, ...services, '/resources', '/blog', '/about', '/contact'];
}
