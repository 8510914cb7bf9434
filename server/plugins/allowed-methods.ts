import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import type { HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Which methods some route answers for a path, so that a method no route takes is a 405 with an Allow
 * header rather than a 404. A second router of the same kind as Fastify's, fed by the onRoute hook,
 * matches the path exactly as Fastify would.
 */
export function trackAllowedMethods(app: FastifyInstance) {
  const routes = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 2048 });
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethod[];
    for (const method of methods) {
      if (METHODS.includes(method) && !routes.hasRoute(method, route.url)) routes.on(method, route.url, noop);
    }
  });
  return (url: string): HTTPMethod[] => {
    const path = url.split('?')[0] ?? '/';
    return METHODS.filter((method) => routes.find(method, path) !== null);
  };
}
