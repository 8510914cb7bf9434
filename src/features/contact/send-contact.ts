import { NO_PHONE, contactSubject, refusalReason } from '../../model/contact.ts';
import type { ContactFields, ContactRequest } from '../../model/contact.ts';
import { siteConfig } from '../../site/site-config.ts';

// The server answers within seconds even when its database is down (a 503); past this, the visitor's network is
// not delivering, and the form says so instead of showing "Sending..." for minutes (docs/product.md, "States").
// A second try of the same message is safe: the server keeps one lead for it.
const ANSWER_WITHIN_S = 20;

/** POST /contact with JSON; a non-ok answer becomes "Error {status}: {error}" (docs/product.md). */
export async function sendContact(fields: ContactFields, honeypot = ''): Promise<void> {
  const body: ContactRequest = {
    to: siteConfig.email,
    subject: contactSubject(fields.name, fields.company),
    name: fields.name,
    email: fields.email,
    company: fields.company,
    phone: fields.phone.trim() || NO_PHONE,
    message: fields.challenge,
    ...(honeypot ? { website: honeypot } : {}),
  };
  const response = await fetch('/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_WITHIN_S * 1000),
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`No answer within ${String(ANSWER_WITHIN_S)} seconds`);
    }
    throw error;
  });
  const data = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok) throw new Error(refusalReason(response.status, data.error));
}

export const successMessage = "Thank you for reaching out! We'll get back to you within one business day.";

export const failureMessage = (reason: string) =>
  `Sorry, there was an error sending your message: ${reason}. Please try again or email us directly at ${siteConfig.email}`;
