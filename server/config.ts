import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { brand } from '../src/model/brand.ts';
import type { ActiveProvider, DraftsAccess } from './content/provider-definition.ts';
import { providerNames, providerRegistry } from './content/registry.ts';
import type { ActiveCdn } from './cdn/cdn-definition.ts';
import { cdnNames, cdnRegistry } from './cdn/registry.ts';
import { ConfigError, checked, email, flag, got, httpUrl, isHttpUrl, text, wholeNumber } from './env-rules.ts';

/** The logger's levels, from the fewest lines to the most, and off: what LOG_LEVEL may name. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type AppConfig = {
  host: string;
  port: number;
  siteUrl: string;
  dataDir: string;
  trustProxy: boolean;
  /** The content provider chosen from the registry, with its settings bound. */
  content: ActiveProvider;
  /**
   * Preview mode (docs/preview.md): on when PREVIEW_SECRET is set and the provider has drafts. `off` says
   * why a set secret has no effect (the local content has no drafts).
   */
  preview: { secret: string; drafts: DraftsAccess; frameAncestors: string[] } | { off: string } | undefined;
  sendgrid: { apiKey: string | undefined; baseUrl: string };
  /** PostgreSQL for leads, snapshots and publish events (docs/replicas.md); undefined = SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** How long a lead claimed for sending is left alone before another worker may take it. */
  leadLeaseMs: number;
  contact: { toEmail: string; fromEmail: string; rateLimit: number };
  /**
   * Prometheus metrics (docs/operations.md): on the main port behind a bearer token, or on a port of their
   * own (bound like HOST, the token required there too when set); undefined = no /metrics at all.
   */
  metrics: { token: string | undefined; port: number | undefined } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The shared cache purged on publish (server/cdn/); undefined when CDN is "none". */
  cdn: ActiveCdn | undefined;
  /** What a shared cache in front may keep (server/plugins/shared-caching.ts). */
  sharedCache: { maxAgeSeconds: number; staleWhileRevalidateSeconds: number; staleIfErrorSeconds: number };
};

// An address to listen on: an IP address, or a host name the site's default URL can be built from (999.1.1.1
// is neither: a URL reads a name of digits and dots as an IPv4 address).
function isListenAddress(value: string) {
  if (isIP(value)) return true;
  if (value.includes(':')) return false; // an IPv6 address goes without brackets
  try {
    return new URL(`http://${value}/`).hostname === value.toLowerCase();
  } catch {
    return false;
  }
}

// An origin as CSP names it: a scheme, a host (its first label may be *) and perhaps a port, no path.
const FRAME_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const originsIn = (list: string) => list.split(/[\s,]+/).filter(Boolean);

const EnvSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: checked(isListenAddress, 'is not a valid listen address (an IP address or a host name)'),
  SITE_URL: httpUrl().refine(
    (value) =>
      value === undefined ||
      !isHttpUrl(value) ||
      (new URL(value).pathname === '/' && !value.includes('?') && !value.includes('#')),
    { error: (issue) => `must be an origin without a path, such as https://www.example.com ${got(issue)}` },
  ),
  DATA_DIR: text(),
  TRUST_PROXY: flag(),
  CONTENT_PROVIDER: checked(
    (value) => providerNames.includes(value),
    `must be one of ${providerNames.map((name) => `"${name}"`).join(', ')}`,
  ),
  // The secret editors' preview links carry (and the key the preview cookie is signed with): long enough
  // that it cannot be guessed.
  PREVIEW_SECRET: text().refine((value) => value === undefined || value.length >= 32, {
    error: (issue) => `must be at least 32 characters (got ${String(issue.input).length})`,
  }),
  // The origins that may show a previewing page in a frame (the CMS's app by default): CSP source expressions.
  PREVIEW_FRAME_ANCESTORS: checked(
    (value) => originsIn(value).every((origin) => FRAME_ORIGIN.test(origin)),
    'must be origins separated by spaces, such as https://studio.example.com or https://*.sanity.studio',
  ).transform((value) => (value === undefined ? undefined : originsIn(value))),
  // Never echoed back in the error: the URL carries the database password.
  DATABASE_URL: text().refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: 'must be a postgres:// URL, such as postgres://user:password@db.internal:5432/growthwise' },
  ),
  LEAD_LEASE_SECONDS: wholeNumber(300, 5, 86_400),
  SENDGRID_API_KEY: text(),
  SENDGRID_BASE_URL: httpUrl(),
  CONTACT_TO_EMAIL: email(brand.email),
  CONTACT_FROM_EMAIL: email(brand.senderEmail),
  CONTACT_RATE_LIMIT: wholeNumber(5, 1, 100_000),
  // Read by whoever scrapes metrics: long enough that it cannot be guessed.
  METRICS_TOKEN: text().refine((value) => value === undefined || /^[\x21-\x7e]{16,}$/.test(value), {
    error: 'must be at least 16 printable characters without spaces',
  }),
  METRICS_PORT: checked(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535,
    'must be a whole number from 1 to 65535',
  ).transform((value) => (value === undefined ? undefined : Number(value))),
  CDN: checked(
    (value) => ['none', ...cdnNames].includes(value),
    `must be one of ${['none', ...cdnNames].map((name) => `"${name}"`).join(', ')}`,
  ),
  SHARED_CACHE_SECONDS: wholeNumber(60, 0, 31_536_000),
  SHARED_CACHE_STALE_SECONDS: wholeNumber(300, 0, 31_536_000),
  SHARED_CACHE_ERROR_SECONDS: wholeNumber(86_400, 0, 31_536_000),
  LOG_LEVEL: checked(
    (value) => (LOG_LEVELS as readonly string[]).includes(value.toLowerCase()),
    `must be one of ${LOG_LEVELS.join(', ')}`,
  ).transform((value) => (value?.toLowerCase() ?? 'info') as AppConfig['logLevel']),
});

type Env = Record<string, string | undefined>;

// Each content provider's and CDN's own variables (server/content/<name>/, server/cdn/<name>/), checked at start.
const ProviderEnvSchema = z.object(
  Object.assign({}, ...[...providerRegistry, ...cdnRegistry].map((provider) => provider.env)),
);

/** Every variable the server reads: README's table and `.env.example` list each one (a test holds them to it). */
export const ENV_VARIABLES = [...Object.keys(EnvSchema.shape), ...Object.keys(ProviderEnvSchema.shape)];

/** The provider CONTENT_PROVIDER names, else the first whose credentials the environment holds. */
function contentOf(env: Record<string, unknown>): ActiveProvider {
  const chosen = env.CONTENT_PROVIDER
    ? providerRegistry.find((provider) => provider.name === env.CONTENT_PROVIDER)
    : providerRegistry.find((provider) => provider.detect(env));
  if (!chosen) throw new ConfigError('CONTENT_PROVIDER', 'names no registered provider');
  return chosen.activate(env);
}

const cdnOf = (name: string | undefined, env: Record<string, unknown>) =>
  cdnRegistry.find((cdn) => cdn.name === name)?.activate(env);

function previewOf(
  secret: string | undefined,
  content: ActiveProvider,
  frameAncestors: string[] | undefined,
): AppConfig['preview'] {
  if (!secret) return undefined;
  if (!content.drafts)
    return { off: `PREVIEW_SECRET is set, but the ${content.name} content has no drafts: preview is off` };
  const drafts = content.drafts();
  return { secret, drafts, frameAncestors: frameAncestors ?? drafts.editorOrigins };
}

function metricsOf(token: string | undefined, port: number | undefined, mainPort: number): AppConfig['metrics'] {
  if (port !== undefined && port === mainPort) throw new ConfigError('METRICS_PORT', `must differ from PORT (${port})`);
  return token || port !== undefined ? { token, port } : undefined;
}

/** Reads and checks the whole environment once; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  const providerVars = ProviderEnvSchema.safeParse(env);
  const failed = !parsed.success ? parsed : !providerVars.success ? providerVars : undefined;
  if (failed?.error || !parsed.success || !providerVars.success) {
    const [issue] = failed?.error?.issues ?? [];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is not valid');
  }
  const vars = parsed.data;
  const host = vars.HOST ?? '127.0.0.1';
  const displayHost = host.includes(':') ? `[${host}]` : host;
  const content = contentOf({ ...providerVars.data, CONTENT_PROVIDER: vars.CONTENT_PROVIDER });
  return {
    host,
    port: vars.PORT,
    siteUrl: new URL(vars.SITE_URL ?? `http://${displayHost}:${vars.PORT}`).origin,
    dataDir: path.resolve(cwd, vars.DATA_DIR ?? 'data'),
    trustProxy: vars.TRUST_PROXY,
    content,
    preview: previewOf(vars.PREVIEW_SECRET, content, vars.PREVIEW_FRAME_ANCESTORS),
    sendgrid: {
      apiKey: vars.SENDGRID_API_KEY,
      baseUrl: (vars.SENDGRID_BASE_URL ?? 'https://api.sendgrid.com').replace(/\/+$/, ''),
    },
    databaseUrl: vars.DATABASE_URL,
    leadLeaseMs: vars.LEAD_LEASE_SECONDS * 1000,
    contact: { toEmail: vars.CONTACT_TO_EMAIL, fromEmail: vars.CONTACT_FROM_EMAIL, rateLimit: vars.CONTACT_RATE_LIMIT },
    metrics: metricsOf(vars.METRICS_TOKEN, vars.METRICS_PORT, vars.PORT),
    logLevel: vars.LOG_LEVEL,
    cdn: cdnOf(vars.CDN, providerVars.data),
    sharedCache: {
      maxAgeSeconds: vars.SHARED_CACHE_SECONDS,
      staleWhileRevalidateSeconds: vars.SHARED_CACHE_STALE_SECONDS,
      staleIfErrorSeconds: vars.SHARED_CACHE_ERROR_SECONDS,
    },
  };
}
