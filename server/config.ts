import path from 'node:path';
import { brand } from '../src/model/brand.ts';

export type ContentfulSettings = {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string;
  insecure: boolean;
};

export type AppConfig = {
  host: string;
  port: number;
  siteUrl: string;
  dataDir: string;
  trustProxy: boolean;
  content: { provider: 'local' } | ({ provider: 'contentful' } & ContentfulSettings);
  webhookSecret: string | undefined;
  sendgrid: { apiKey: string | undefined; baseUrl: string };
  contact: { toEmail: string; fromEmail: string; rateLimit: number };
};

/** A configuration mistake, reported at start as one line that names the variable. */
export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`${variable} ${problem}`);
    this.variable = variable;
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function readBoolean(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined) return false;
  if (/^(true|1)$/i.test(raw)) return true;
  if (/^(false|0)$/i.test(raw)) return false;
  throw new ConfigError(name, `must be "true" or "false" (got "${raw}")`);
}

function readUrl(env: Env, name: string, fallback: string, options: { originOnly: boolean }): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL (got "${raw}")`);
  }
  if (options.originOnly && (url.pathname !== '/' || url.search || url.hash)) {
    throw new ConfigError(name, `must be an origin without a path, such as https://www.example.com (got "${raw}")`);
  }
  return options.originOnly ? url.origin : raw.replace(/\/+$/, '');
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;

function readEmail(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!EMAIL.test(value)) throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  return value;
}

const HOST_AND_PORT = /^[a-z0-9.-]+(:\d{1,5})?$/i;

function readContent(env: Env): AppConfig['content'] {
  const provider = read(env, 'CONTENT_PROVIDER');
  if (provider !== undefined && provider !== 'contentful' && provider !== 'local') {
    throw new ConfigError('CONTENT_PROVIDER', `must be "contentful" or "local" (got "${provider}")`);
  }
  const spaceId = read(env, 'CONTENTFUL_SPACE_ID');
  const accessToken = read(env, 'CONTENTFUL_ACCESS_TOKEN');
  const wantsContentful = provider === 'contentful' || (provider === undefined && (spaceId || accessToken));
  if (!wantsContentful) return { provider: 'local' };
  if (!spaceId) throw new ConfigError('CONTENTFUL_SPACE_ID', 'is required when Contentful is the content provider');
  if (!accessToken) {
    throw new ConfigError('CONTENTFUL_ACCESS_TOKEN', 'is required when CONTENTFUL_SPACE_ID is set');
  }
  if (!/^[a-z0-9]+$/i.test(spaceId))
    throw new ConfigError('CONTENTFUL_SPACE_ID', 'must contain only letters and digits');
  const environment = read(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master';
  if (!/^[a-z0-9_.-]+$/i.test(environment)) {
    throw new ConfigError('CONTENTFUL_ENVIRONMENT', `is not a valid environment id (got "${environment}")`);
  }
  const host = read(env, 'CONTENTFUL_HOST') ?? 'cdn.contentful.com';
  if (!HOST_AND_PORT.test(host)) {
    throw new ConfigError(
      'CONTENTFUL_HOST',
      `must be host[:port] without a scheme, such as cdn.eu.contentful.com (got "${host}")`,
    );
  }
  return {
    provider: 'contentful',
    spaceId,
    accessToken,
    environment,
    host,
    insecure: readBoolean(env, 'CONTENTFUL_INSECURE'),
  };
}

/** Reads and checks the whole environment once; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = readInteger(env, 'PORT', 3000, 0, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (!/^[a-z0-9.:[\]-]+$/i.test(host)) throw new ConfigError('HOST', `is not a valid listen address (got "${host}")`);
  const displayHost = host.includes(':') ? `[${host}]` : host;
  return {
    host,
    port,
    siteUrl: readUrl(env, 'SITE_URL', `http://${displayHost}:${port}`, { originOnly: true }),
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') ?? 'data'),
    trustProxy: readBoolean(env, 'TRUST_PROXY'),
    content: readContent(env),
    webhookSecret: read(env, 'CONTENTFUL_WEBHOOK_SECRET'),
    sendgrid: {
      apiKey: read(env, 'SENDGRID_API_KEY'),
      baseUrl: readUrl(env, 'SENDGRID_BASE_URL', 'https://api.sendgrid.com', { originOnly: false }),
    },
    contact: {
      toEmail: readEmail(env, 'CONTACT_TO_EMAIL', brand.email),
      fromEmail: readEmail(env, 'CONTACT_FROM_EMAIL', brand.senderEmail),
      rateLimit: readInteger(env, 'CONTACT_RATE_LIMIT', 5, 1, 100_000),
    },
  };
}
