import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import rateLimit from '@fastify/rate-limit';
import { tooManyFromYourAddress } from '../plugins/rate-limit-answer.ts';
import { NO_PHONE } from '../../src/model/contact.ts';
import { contactRequestSchema, contactResponseSchemas } from '../../src/model/contact.ts';
import { multiLine, oneLine } from '../leads/clean-text.ts';
import { acceptContactFormPosts } from './contact-form-post.ts';
import type { RefusedPage } from './contact-form-post.ts';

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Business Email',
  company: 'Company',
  phone: 'Phone',
  message: 'Main challenge',
};

/** One readable phrase for the first thing wrong with a submission (the page wraps it in a sentence). */
export function describeContactError(errors: FastifySchemaValidationError[]): string {
  const [first] = errors;
  if (!first) return 'The form could not be read';
  const field =
    first.keyword === 'required' ? String(first.params.missingProperty) : first.instancePath.replace(/^\//, '');
  const label = LABELS[field] ?? field;
  if (first.keyword === 'required' || first.keyword === 'pattern') return `${label} is required`;
  if (first.keyword === 'format') return `${label} must be a valid e-mail address`;
  if (first.keyword === 'maxLength') return `${label} must be at most ${String(first.params.limit)} characters`;
  if (first.keyword === 'type' && !field) return 'The form must be sent as a JSON object';
  return `${label} ${first.message ?? 'is not valid'}`;
}

/** POST /contact: validate, store the lead durably, answer, then mail it in the background. */
export async function contactRoutes(
  app: FastifyInstance,
  options: { rateLimitPerTenMinutes: number; refusedPage: RefusedPage },
) {
  // JSON from the page's script, and a plain form post from a page whose scripts have not run; any other
  // content type is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'ignore'));
  const { answerReceived, answerRefused } = await acceptContactFormPosts(app, options.refusedPage);
  await app.register(rateLimit, {
    global: false,
    // Counted once the body is read (and a form post mapped), so a refused form post still has its values.
    hook: 'preValidation',
    errorResponseBuilder: tooManyFromYourAddress('messages'),
  });

  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/contact',
    {
      schema: { body: contactRequestSchema, response: contactResponseSchemas },
      schemaErrorFormatter: (errors) => Object.assign(new Error(describeContactError(errors)), { statusCode: 400 }),
      config: { rateLimit: { max: options.rateLimitPerTenMinutes, timeWindow: 10 * 60_000 } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      if (body.website?.trim()) {
        request.log.info({ ip: request.ip }, 'contact form honeypot filled: dropped');
        return answerReceived(request, reply);
      }
      // Stored clean, so the mail, the logs and `npm run leads` never show an injected line or reversed text.
      const lead = {
        name: oneLine(body.name),
        email: oneLine(body.email),
        company: oneLine(body.company),
        phone: oneLine(body.phone ?? '') || NO_PHONE,
        message: multiLine(body.message),
      };
      const blank = (['name', 'company', 'message'] as const).find((field) => !lead[field]);
      if (blank) return answerRefused(request, reply, 400, `${LABELS[blank]} is required`);
      let stored: { id: number; duplicate: boolean };
      try {
        stored = await app.leads.store.accept(lead);
      } catch (error) {
        // The lead cannot be kept (PostgreSQL is down): say so, rather than accept what would be lost.
        request.log.error({ err: error }, 'lead store unavailable: lead refused with 503');
        reply.header('retry-after', '60');
        return answerRefused(request, reply, 503, 'We cannot take messages for a moment');
      }
      const { id, duplicate } = stored;
      request.log.info({ leadId: id, duplicate, mail: app.leads.outbox.enabled }, 'lead stored');
      if (!duplicate) app.leads.outbox.kick();
      return answerReceived(request, reply);
    },
  );
}
