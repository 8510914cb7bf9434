import path from 'node:path';
import { z } from 'zod';
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

// Every variable is read by one schema; each rule's message completes "<VARIABLE> ..." in one line.
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const got = (issue: { input?: unknown }) => `(got "${String(issue.input)}")`;
const text = () => z.preprocess(blankToUndefined, z.string().optional());

function checked(test: (value: string) => boolean, problem: string) {
  return text().refine((value) => value === undefined || test(value), { error: (issue) => `${problem} ${got(issue)}` });
}

const wholeNumber = (fallback: number, min: number, max: number) =>
  checked(
    (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
    `must be a whole number from ${min} to ${max}`,
  ).transform((value) => (value === undefined ? fallback : Number(value)));

const flag = () =>
  checked((value) => /^(true|1|false|0)$/i.test(value), 'must be "true" or "false"').transform(
    (value) => value !== undefined && /^(true|1)$/i.test(value),
  );

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = () => checked(isHttpUrl, 'must be an http(s) URL');
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;
const email = (fallback: string) =>
  checked((value) => EMAIL.test(value), 'must be an e-mail address').transform((value) => value ?? fallback);

const EnvSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: checked((value) => /^[a-z0-9.:[\]-]+$/i.test(value), 'is not a valid listen address'),
  SITE_URL: httpUrl().refine(
    (value) =>
      value === undefined ||
      !isHttpUrl(value) ||
      (new URL(value).pathname === '/' && !value.includes('?') && !value.includes('#')),
    { error: (issue) => `must be an origin without a path, such as https://www.example.com ${got(issue)}` },
  ),
  DATA_DIR: text(),
  TRUST_PROXY: flag(),
  CONTENT_PROVIDER: checked((value) => value === 'contentful' || value === 'local', 'must be "contentful" or "local"'),
  CONTENTFUL_SPACE_ID: checked((value) => /^[a-z0-9]+$/i.test(value), 'must contain only letters and digits'),
  CONTENTFUL_ACCESS_TOKEN: text(),
  CONTENTFUL_ENVIRONMENT: checked((value) => /^[a-z0-9_.-]+$/i.test(value), 'is not a valid environment id'),
  CONTENTFUL_HOST: checked(
    (value) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(value),
    'must be host[:port] without a scheme, such as cdn.eu.contentful.com',
  ),
  CONTENTFUL_INSECURE: flag(),
  // Contentful generates a 64-character signing secret; any other length could never verify a request.
  CONTENTFUL_WEBHOOK_SECRET: text().refine((value) => value === undefined || value.length === 64, {
    error: (issue) =>
      `must be the 64-character signing secret from Contentful's webhook settings (got ${String(issue.input).length} characters)`,
  }),
  SENDGRID_API_KEY: text(),
  SENDGRID_BASE_URL: httpUrl(),
  CONTACT_TO_EMAIL: email(brand.email),
  CONTACT_FROM_EMAIL: email(brand.senderEmail),
  CONTACT_RATE_LIMIT: wholeNumber(5, 1, 100_000),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

function contentOf(env: ParsedEnv): AppConfig['content'] {
  const { CONTENT_PROVIDER: provider, CONTENTFUL_SPACE_ID: spaceId, CONTENTFUL_ACCESS_TOKEN: accessToken } = env;
  const wantsContentful = provider === 'contentful' || (provider === undefined && (spaceId || accessToken));
  if (!wantsContentful) return { provider: 'local' };
  if (!spaceId) throw new ConfigError('CONTENTFUL_SPACE_ID', 'is required when Contentful is the content provider');
  if (!accessToken) throw new ConfigError('CONTENTFUL_ACCESS_TOKEN', 'is required when CONTENTFUL_SPACE_ID is set');
  return {
    provider: 'contentful',
    spaceId,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
    host: env.CONTENTFUL_HOST ?? 'cdn.contentful.com',
    insecure: env.CONTENTFUL_INSECURE,
  };
}

/** Reads and checks the whole environment once; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is not valid');
  }
  const vars = parsed.data;
  const host = vars.HOST ?? '127.0.0.1';
  const displayHost = host.includes(':') ? `[${host}]` : host;
  return {
    host,
    port: vars.PORT,
    siteUrl: new URL(vars.SITE_URL ?? `http://${displayHost}:${vars.PORT}`).origin,
    dataDir: path.resolve(cwd, vars.DATA_DIR ?? 'data'),
    trustProxy: vars.TRUST_PROXY,
    content: contentOf(vars),
    webhookSecret: vars.CONTENTFUL_WEBHOOK_SECRET,
    sendgrid: {
      apiKey: vars.SENDGRID_API_KEY,
      baseUrl: (vars.SENDGRID_BASE_URL ?? 'https://api.sendgrid.com').replace(/\/+$/, ''),
    },
    contact: { toEmail: vars.CONTACT_TO_EMAIL, fromEmail: vars.CONTACT_FROM_EMAIL, rateLimit: vars.CONTACT_RATE_LIMIT },
  };
}
