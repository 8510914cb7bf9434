import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import type { PublishChange, WebhookVerifier } from '../provider-definition.ts';

export const SANITY_SIGNATURE_HEADER = 'sanity-webhook-signature';
/** How old a signed delivery may be (the toolkit checks the signature only, not its age). */
const MAX_AGE_MS = 5 * 60_000;

/**
 * A document type's publish makes that list stale; an image (or anything else) may show anywhere. The document's
 * published id names the item (a draft's or a release's id carries a prefix).
 */
function changeOf(body: unknown): PublishChange | undefined {
  const { _type: type, _id: id } = (body as { _type?: unknown; _id?: unknown } | null) ?? {};
  if (typeof type !== 'string') return undefined;
  const scope = type === 'post' ? 'posts' : type === 'resource' ? 'resources' : 'all';
  return typeof id === 'string' && scope !== 'all'
    ? { scope, id: id.replace(/^(drafts\.|versions\.[^.]+\.)/, '') }
    : { scope };
}

/** Sanity's GROQ-powered webhooks, verified with @sanity/webhook (HMAC over the timestamp and raw body). */
export function sanityWebhook(secret: string, now: () => number = Date.now): WebhookVerifier {
  return {
    signatureHeader: SANITY_SIGNATURE_HEADER,
    async verify(request) {
      const header = request.headers[SANITY_SIGNATURE_HEADER];
      if (typeof header !== 'string') return false;
      try {
        const { timestamp } = decodeSignatureHeader(header);
        if (Math.abs(now() - timestamp) > MAX_AGE_MS) return false;
        return await isValidSignature(request.body, header, secret);
      } catch {
        return false;
      }
    },
    changeOf,
  };
}
