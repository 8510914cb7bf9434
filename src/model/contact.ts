import type { FromSchema } from 'json-schema-to-ts';

// The contact form's contract, shared by the page and the server.
export const contactLimits = {
  name: 200,
  company: 200,
  email: 254,
  phone: 50,
  message: 5_000,
} as const;

export const NO_PHONE = 'Not provided';

/**
 * The page's outcome texts for a form sent without its script: the server redirects to `/contact#{id}` when the
 * message is kept, and answers a refused one with the page itself at `#failed` (the form's action carries it);
 * the element with that id shows by CSS's `:target` (docs/product.md, "Contact").
 */
export const contactOutcomeIds = { sent: 'contact-sent', failed: 'contact-failed' } as const;

/** The form's five fields, by the names the form posts them under (`challenge` is the message). */
export type ContactFields = { name: string; email: string; company: string; phone: string; challenge: string };

/**
 * A form posted without the page's script and refused by the server: the page comes back with what the visitor
 * typed and the reason, as the page's script shows it (docs/product.md, "Contact").
 */
export type RefusedPost = { fields: ContactFields; reason: string };

const FALLBACK_ERROR = 'Something went wrong while sending your message.';

/** How a refusal reads on the page, for the page's script and the form post alike: "Error {status}: {error}". */
export const refusalReason = (status: number, error: unknown) =>
  `Error ${status}: ${typeof error === 'string' && error ? error : FALLBACK_ERROR}`;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
// A required field must hold something other than white space.
const required = (maxLength: number) => ({ type: 'string', maxLength, pattern: '\\S' }) as const;

/**
 * What the page sends to POST /contact (docs/product.md, "Contact"): declared once, as the JSON schema that
 * the server validates with, and the type derived from it. `to` and `subject` are read for compatibility
 * and never used (the server owns the mailbox and the subject); `website` is a honeypot people never fill.
 */
export const contactRequestSchema = {
  type: 'object',
  required: ['name', 'email', 'company', 'message'],
  properties: {
    to: text(320),
    subject: text(1_000),
    name: required(contactLimits.name),
    email: { type: 'string', format: 'email', maxLength: contactLimits.email },
    company: required(contactLimits.company),
    phone: text(contactLimits.phone),
    message: required(contactLimits.message),
    website: text(500),
  },
} as const;

export type ContactRequest = FromSchema<typeof contactRequestSchema>;

/** The answers of POST /contact. */
export const contactResponseSchemas = {
  201: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string', const: 'received' } },
    additionalProperties: false,
  },
  '4xx': {
    type: 'object',
    required: ['error'],
    properties: { error: { type: 'string' } },
    additionalProperties: false,
  },
} as const;

export const contactSubject = (name: string, company: string) =>
  `New Contact Form Submission from ${name} at ${company}`;
