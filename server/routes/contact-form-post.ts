import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { contactOutcomeIds, refusalReason } from '../../src/model/contact.ts';
import type { ContactFields, RefusedPost } from '../../src/model/contact.ts';
import type { RenderedPage } from '../render/page-renderer.ts';
import { fixedWindowBudget } from '../fixed-window-budget.ts';

// A contact page whose scripts have not run (JavaScript off, scripts lost to a bad connection, or a tap
// before hydration) sends the form as a plain form post. Before, it went out as a GET: the visitor's details
// in the address, the server's request log and the browser's history, and the message lost. A kept message is
// answered with a redirect to the page's thank-you, which shows by `:target` without script; a refused one with
// the page itself, its fields holding what was posted, with the reason (docs/product.md, "Contact").
const SENT = `/contact#${contactOutcomeIds.sent}`;
const FAILED = `/contact#${contactOutcomeIds.failed}`;

// The page costs about 3 ms of rendering against a fraction of one for a redirect, so a flood of refused posts
// must not buy a render each: past this many a second (across all visitors) the answer is the redirect to the
// generic failure text (docs/hardening.md). A person's refused post is rare; this is far above it.
const REFUSED_PAGES_PER_SECOND = 10;

/** Renders the contact page for a refused form post (the app's page renderer, never its cache). */
export type RefusedPage = (refused: RefusedPost, request: FastifyRequest, nonce: string) => Promise<RenderedPage>;

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** What the visitor typed, from the body as posted or as mapped onto the JSON contract (`message`). */
function fieldsOf(body: unknown): ContactFields {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // A field sent twice arrives as a list: the first is what the form holds.
  const text = (value: unknown): string =>
    typeof value === 'string' ? value : Array.isArray(value) ? text(value[0]) : '';
  return {
    name: text(form.name),
    email: text(form.email),
    company: text(form.company),
    phone: text(form.phone),
    challenge: text(form.message ?? form.challenge),
  };
}

/**
 * Form posts to POST /contact, in the same context as its JSON: the same schema, rate limit and lead store.
 * Returns how the route answers either kind.
 */
export async function acceptContactFormPosts(app: FastifyInstance, refusedPage: RefusedPage) {
  const renders = fixedWindowBudget(REFUSED_PAGES_PER_SECOND, 1_000);
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

  async function refusePost(request: FastifyRequest, reply: FastifyReply, statusCode: number, error?: string) {
    request.log.warn({ statusCode, reason: error }, 'contact form post refused');
    reply.header('cache-control', 'no-store');
    // Else the page's generic failure text, at least: the browser's Back usually holds the values.
    if (!renders.spend()) return reply.redirect(FAILED, 303);
    const refused = { fields: fieldsOf(request.body), reason: refusalReason(statusCode, error) };
    try {
      const page = await refusedPage(refused, request, reply.scriptNonce);
      if (page.status === 200) {
        return reply.code(statusCode).type('text/html; charset=utf-8').send(page.body);
      }
      request.log.error({ status: page.status }, 'contact page for a refused form post not rendered');
    } catch (renderError) {
      request.log.error({ err: renderError }, 'contact page for a refused form post not rendered');
    }
    return reply.redirect(FAILED, 303);
  }

  // A refused form post (invalid, too many, too large) gets the page with its values and the reason; the rest
  // keep their JSON answers from the app's handler.
  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    if (!isFormPost(request)) throw error;
    const known = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    return refusePost(request, reply, known ? (error.statusCode ?? 400) : 500, known ? error.message : undefined);
  });

  return {
    /** A lead stored (or a bot dropped): 201 JSON for the page's script, the page's thank-you for a form post. */
    answerReceived: (request: FastifyRequest, reply: FastifyReply) =>
      isFormPost(request) ? reply.redirect(SENT, 303) : reply.code(201).send({ status: 'received' }),
    /** A lead refused after validation: the JSON error for the page's script, the page again for a form post. */
    answerRefused: (request: FastifyRequest, reply: FastifyReply, statusCode: 400 | 503, error: string) =>
      isFormPost(request) ? refusePost(request, reply, statusCode, error) : reply.code(statusCode).send({ error }),
  };
}
