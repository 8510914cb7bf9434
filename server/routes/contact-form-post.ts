import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { contactOutcomeIds } from '../../src/model/contact.ts';

// A contact page whose scripts have not run (JavaScript off, scripts lost to a bad connection, or a tap
// before hydration) sends the form as a plain form post. Before, it went out as a GET: the visitor's details
// in the address, the server's request log and the browser's history, and the message lost. The answer is a
// redirect to the page, whose outcome text shows by `:target` without script (docs/product.md, "Contact").
const SENT = `/contact#${contactOutcomeIds.sent}`;
const FAILED = `/contact#${contactOutcomeIds.failed}`;

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** Form posts to POST /contact, in the same context as its JSON: the same schema, rate limit and lead store. */
export async function acceptContactFormPosts(app: FastifyInstance) {
  await app.register(formbody);
  app.addHook('preValidation', async (request, reply) => {
    if (!isFormPost(request)) return;
    // Only this site's own page may post the form; another site's page could otherwise send leads in a
    // visitor's name (a browser asks no permission for a form post, as it does for JSON).
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') {
      return reply.code(403).send({ error: 'The form is accepted from this site only' });
    }
    // The form's names (docs/product.md) mapped onto the JSON contract the schema checks.
    const form = (request.body ?? {}) as Record<string, unknown>;
    request.body = Object.fromEntries(
      Object.entries({
        name: form.name,
        email: form.email,
        company: form.company,
        phone: form.phone,
        message: form.challenge,
        website: form.website,
      }).filter(([, value]) => value !== undefined),
    );
  });
  // A refused form post (invalid, too many, too large) goes back to the page with the failure text; the rest
  // keep their JSON answers from the app's handler.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (!isFormPost(request)) throw error;
    request.log.warn({ statusCode: error.statusCode, reason: error.message }, 'contact form post refused');
    return reply.redirect(FAILED, 303);
  });
}

/** A lead stored (or a bot dropped): 201 JSON for the page's script, the page's thank-you for a form post. */
export const answerReceived = (request: FastifyRequest, reply: FastifyReply) =>
  isFormPost(request) ? reply.redirect(SENT, 303) : reply.code(201).send({ status: 'received' });

/** A lead refused after validation: the JSON error for the page's script, the page's failure for a form post. */
export function answerRefused(request: FastifyRequest, reply: FastifyReply, statusCode: 400 | 503, error: string) {
  if (!isFormPost(request)) return reply.code(statusCode).send({ error });
  request.log.warn({ statusCode, reason: error }, 'contact form post refused');
  return reply.redirect(FAILED, 303);
}
