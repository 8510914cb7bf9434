import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string;
  }
}

export type SecurityOptions = {
  /** Extra origins the page may connect to (Vite's hot-reload socket in development). */
  extraConnectSrc?: string[];
  imageHosts?: string[];
};

function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React writes style attributes into the server HTML, which a nonce cannot cover.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...(options.imageHosts ?? [])].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...(options.extraConnectSrc ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Helmet's defaults plus a per-response script nonce that the page renderer puts on its inline scripts. */
export const securityHeaders = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      reply.scriptNonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', contentSecurityPolicy(reply.scriptNonce, options));
    });
  },
  { name: 'security-headers' },
);
