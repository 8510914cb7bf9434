import { verifyRequest } from '@contentful/node-apps-toolkit';
import type { PublishChange, WebhookRequest, WebhookVerifier } from '../provider-definition.ts';

/** How old a signed request may be, in seconds (Contentful's recommendation for webhooks). */
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

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

// Publish and unpublish of entries and assets; an asset change can show in any entry that links it.
const EVENT_TYPES = new Set(['Entry', 'DeletedEntry', 'Asset', 'DeletedAsset']);

type EventSys = { type?: unknown; id?: unknown; contentType?: { sys?: { id?: unknown } } };

/** What a Contentful publish event makes stale; undefined for a body that is no entry or asset event. */
function changeOf(body: unknown): PublishChange | undefined {
  const sys = (body as { sys?: EventSys } | null)?.sys;
  if (typeof sys?.type !== 'string' || !EVENT_TYPES.has(sys.type)) return undefined;
  if (sys.type.endsWith('Asset')) return { scope: 'all' };
  const contentType = sys.contentType?.sys?.id;
  const scope = contentType === 'blogPost' ? 'posts' : contentType === 'resource' ? 'resources' : 'all';
  return typeof sys.id === 'string' && scope !== 'all' ? { scope, id: sys.id } : { scope };
}

export function contentfulWebhook(secret: string): WebhookVerifier {
  return {
    signatureHeader: 'x-contentful-signature',
    verify: async (request) => verifyContentfulWebhook(secret, request),
    changeOf,
  };
}
