import { verifyRequest } from '@contentful/node-apps-toolkit';

/** How old a signed request may be, in seconds (Contentful's recommendation for webhooks). */
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

export type WebhookRequest = {
  method: string;
  /** Path with query, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * True when the request carries a valid Contentful request signature, made with the secret less than five
 * minutes ago. Verified by Contentful's own toolkit, which throws on a missing, malformed or expired
 * signature: all of those are simply "not verified" here.
 */
export function verifyContentfulWebhook(secret: string, request: WebhookRequest): boolean {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  try {
    return verifyRequest(
      secret,
      { method: request.method.toUpperCase() as 'POST', path: request.url, headers, body: request.body },
      SIGNATURE_MAX_AGE_SECONDS,
    );
  } catch {
    return false;
  }
}
