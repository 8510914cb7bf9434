import fp from 'fastify-plugin';
import { trackAllowedMethods } from './allowed-methods.ts';

/**
 * What the app answers when no route does, or a route throws: a method no route takes for a known path is a
 * 405 with Allow, any other miss a JSON 404, and an error a JSON 4xx or a logged 500. Registered before every
 * route plugin: encapsulated plugins inherit the handlers that exist when they register.
 */
export const fallbackAnswers = fp(
  async (app) => {
    const allowedMethods = trackAllowedMethods(app);
    app.setNotFoundHandler((request, reply) => {
      const allowed = allowedMethods(request.url);
      if (allowed.length > 0 && !allowed.includes(request.method as (typeof allowed)[number])) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ error: `${request.method} is not allowed here` });
      }
      return reply.code(404).send({ error: 'Not found' });
    });
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message });
    });
  },
  { name: 'fallback-answers' },
);
