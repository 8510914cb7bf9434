import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string;
    /** Allows the inline scripts of a page served from memory by their hashes, in place of the nonce. */
    allowScriptHashes(hashes: string[]): FastifyReply;
    /** Lets these origins show the answer in a frame (an editor's preview inside the CMS), where none may. */
    allowFramingBy(origins: string[]): FastifyReply;
  }
}

export type SecurityOptions = {
  /** Extra origins the page may connect to (Vite's hot-reload socket in development). */
  extraConnectSrc?: string[];
  imageHosts?: string[];
};

// No page is shown in another site's frame (clickjacking), but an editor's preview inside the CMS.
const NO_FRAMING = "frame-ancestors 'none'";

/** `scripts`: the inline scripts allowed, as a nonce (`'nonce-…'`) or as hashes (`'sha256-…'`). */
function contentSecurityPolicy(scripts: string[], options: SecurityOptions): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    // React writes style attributes into the server HTML, which a nonce cannot cover.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...(options.imageHosts ?? [])].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...(options.extraConnectSrc ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    NO_FRAMING,
  ].join('; ');
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
} as const;

/** Powerful features the site never uses, off for it and for anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const rawHelmet = helmet(HELMET_OPTIONS);

/**
 * The same headers on an answer Fastify gives before any hook runs (a malformed URL): helmet's set, a
 * CSP that allows nothing (the answer is JSON) and the Permissions-Policy.
 */
export function setBaselineHeaders(request: IncomingMessage, response: ServerResponse) {
  rawHelmet(request, response, () => undefined);
  response.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  response.setHeader('permissions-policy', PERMISSIONS_POLICY);
}

/**
 * Helmet's defaults plus a per-response script nonce that the page renderer puts on its inline scripts; a page
 * served from memory, the same for everyone, names its inline scripts by hash instead.
 */
export const securityHeaders = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, HELMET_OPTIONS);
    app.decorateReply('scriptNonce', '');
    app.decorateReply('allowScriptHashes', function allowScriptHashes(this: FastifyReply, hashes: string[]) {
      const sources = hashes.map((hash) => `'sha256-${hash}'`);
      return this.header('content-security-policy', contentSecurityPolicy(sources, options));
    });
    app.decorateReply('allowFramingBy', function allowFramingBy(this: FastifyReply, origins: string[]) {
      const policy = this.getHeader('content-security-policy');
      if (typeof policy === 'string' && origins.length > 0) {
        this.header('content-security-policy', policy.replace(NO_FRAMING, `frame-ancestors ${origins.join(' ')}`));
        // Browsers that know frame-ancestors ignore it; the few that do not would refuse the frame anyway.
        this.removeHeader('x-frame-options');
      }
      return this;
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.scriptNonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', contentSecurityPolicy([`'nonce-${reply.scriptNonce}'`], options));
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
