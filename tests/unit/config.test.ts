import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { errorFor } from './support/config-error.ts';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment: local content, port 3000 on 127.0.0.1', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      siteUrl: 'http://127.0.0.1:3000',
      dataDir: '/srv/site/data',
      trustProxy: false,
      content: { name: 'local', remote: false, settings: { dir: undefined }, imageOrigins: [], webhook: undefined },
      sendgrid: { apiKey: undefined, baseUrl: 'https://api.sendgrid.com' },
      contact: { toEmail: 'hello@growthwise.example', fromEmail: 'website@growthwise.example', rateLimit: 5 },
      logLevel: 'info',
    });
  });

  it('chooses Contentful when a space id and token are set, with its defaults', () => {
    const config = loadConfig({ CONTENTFUL_SPACE_ID: 'abc123', CONTENTFUL_ACCESS_TOKEN: 'token' }, '/srv');
    expect(config.content).toMatchObject({
      name: 'contentful',
      settings: {
        spaceId: 'abc123',
        accessToken: 'token',
        environment: 'master',
        host: 'cdn.contentful.com',
        insecure: false,
        webhookSecret: undefined,
      },
      imageOrigins: ['https://images.ctfassets.net'],
      webhook: undefined,
    });
  });

  it('reads every variable of the table', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        CONTENT_PROVIDER: 'contentful',
        CONTENTFUL_SPACE_ID: 'space1',
        CONTENTFUL_ACCESS_TOKEN: 'tok',
        CONTENTFUL_ENVIRONMENT: 'staging',
        CONTENTFUL_HOST: '127.0.0.1:9999',
        CONTENTFUL_INSECURE: 'true',
        SENDGRID_API_KEY: 'SG.key',
        SENDGRID_BASE_URL: 'http://127.0.0.1:9998/',
        CONTACT_TO_EMAIL: 'leads@example.com',
        CONTACT_FROM_EMAIL: 'site@example.com',
        DATA_DIR: '/var/lib/growthwise',
        SITE_URL: 'https://www.growthwise.example',
        CONTENTFUL_WEBHOOK_SECRET: 's'.repeat(64),
        CONTACT_RATE_LIMIT: '20',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'debug',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      siteUrl: 'https://www.growthwise.example',
      dataDir: '/var/lib/growthwise',
      trustProxy: true,
      content: {
        name: 'contentful',
        settings: { environment: 'staging', host: '127.0.0.1:9999', insecure: true, webhookSecret: 's'.repeat(64) },
        webhook: { signatureHeader: 'x-contentful-signature' },
      },
      sendgrid: { apiKey: 'SG.key', baseUrl: 'http://127.0.0.1:9998' },
      contact: { toEmail: 'leads@example.com', fromEmail: 'site@example.com', rateLimit: 20 },
      logLevel: 'debug',
    });
  });

  it('stays local when CONTENT_PROVIDER=local even with credentials', () => {
    const config = loadConfig({ CONTENT_PROVIDER: 'local', CONTENTFUL_SPACE_ID: 'a', CONTENTFUL_ACCESS_TOKEN: 'b' });
    expect(config.content.name).toBe('local');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'whole number'],
    [{ PORT: '70000' }, 'PORT', 'whole number'],
    [{ CONTENT_PROVIDER: 'wordpress' }, 'CONTENT_PROVIDER', 'one of "contentful", "sanity", "local"'],
    [{ CONTENTFUL_SPACE_ID: 'abc' }, 'CONTENTFUL_ACCESS_TOKEN', 'required'],
    [{ CONTENTFUL_ACCESS_TOKEN: 'tok' }, 'CONTENTFUL_SPACE_ID', 'required'],
    [{ CONTENT_PROVIDER: 'contentful' }, 'CONTENTFUL_SPACE_ID', 'required'],
    [
      { CONTENTFUL_SPACE_ID: 'a', CONTENTFUL_ACCESS_TOKEN: 'b', CONTENTFUL_HOST: 'https://cdn.contentful.com' },
      'CONTENTFUL_HOST',
      'host[:port]',
    ],
    [
      { CONTENTFUL_SPACE_ID: 'a', CONTENTFUL_ACCESS_TOKEN: 'b', CONTENTFUL_INSECURE: 'yes' },
      'CONTENTFUL_INSECURE',
      '"true" or "false"',
    ],
    [{ SENDGRID_BASE_URL: 'ftp://mail' }, 'SENDGRID_BASE_URL', 'http(s) URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL', 'http(s) URL'],
    [{ SITE_URL: 'https://example.com/blog' }, 'SITE_URL', 'origin without a path'],
    [{ CONTACT_TO_EMAIL: 'nobody' }, 'CONTACT_TO_EMAIL', 'e-mail address'],
    [{ CONTACT_FROM_EMAIL: 'a@b' }, 'CONTACT_FROM_EMAIL', 'e-mail address'],
    [{ CONTACT_RATE_LIMIT: '0' }, 'CONTACT_RATE_LIMIT', 'whole number'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY', '"true" or "false"'],
    [{ CONTENTFUL_WEBHOOK_SECRET: 'shh' }, 'CONTENTFUL_WEBHOOK_SECRET', '64-character signing secret'],
    [{ HOST: 'a b' }, 'HOST', 'listen address'],
    // Looks like an IPv4 address and is none: the site's default URL could not be built from it.
    [{ HOST: '999.1.1.1' }, 'HOST', 'listen address'],
    [{ HOST: '[::1]' }, 'HOST', 'listen address'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', 'one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [{ CONTENTFUL_ENVIRONMENT: 'no/slash' }, 'CONTENTFUL_ENVIRONMENT', 'environment id'],
    [{ CONTENT_PROVIDER: 'sanity' }, 'SANITY_PROJECT_ID', 'required'],
    [{ CONTENT_PROVIDER: 'sanity', SANITY_PROJECT_ID: 'abc' }, 'SANITY_DATASET', 'required'],
    [{ SANITY_PROJECT_ID: 'Not Valid' }, 'SANITY_PROJECT_ID', 'project id'],
    [{ SANITY_DATASET: 'Prod!' }, 'SANITY_DATASET', 'dataset name'],
    [{ SANITY_API_VERSION: 'v2021' }, 'SANITY_API_VERSION', 'a date'],
    [{ SANITY_API_HOST: 'api.sanity.io' }, 'SANITY_API_HOST', 'http(s) origin'],
    [{ SANITY_API_HOST: 'https://api.sanity.io/v1' }, 'SANITY_API_HOST', 'http(s) origin'],
    [{ SANITY_STUDIO_URL: 'growthwise.sanity.studio' }, 'SANITY_STUDIO_URL', 'http(s) URL'],
  ])('rejects %o naming %s', (env, variable, problem) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable} `)).toBe(true);
    expect(error.message).toContain(problem);
    expect(error.message).not.toContain('\n');
  });

  it('chooses Sanity when a project and dataset are set and no Contentful credentials are, with pinned defaults', () => {
    const config = loadConfig({ SANITY_PROJECT_ID: 'p1x2', SANITY_DATASET: 'production' }, '/srv');
    expect(config.content).toMatchObject({
      name: 'sanity',
      settings: {
        projectId: 'p1x2',
        dataset: 'production',
        apiVersion: '2025-02-19',
        token: undefined,
        apiHost: 'https://api.sanity.io',
        webhookSecret: undefined,
      },
      imageOrigins: ['https://cdn.sanity.io'],
      webhook: undefined,
    });
    const both = {
      SANITY_PROJECT_ID: 'p1x2',
      SANITY_DATASET: 'production',
      CONTENTFUL_SPACE_ID: 'a',
      CONTENTFUL_ACCESS_TOKEN: 'b',
    };
    expect(loadConfig(both).content.name).toBe('contentful');
    expect(loadConfig({ ...both, CONTENT_PROVIDER: 'sanity' }).content.name).toBe('sanity');
  });

  it('reads every Sanity variable', () => {
    const config = loadConfig({
      CONTENT_PROVIDER: 'sanity',
      SANITY_PROJECT_ID: 'p1x2',
      SANITY_DATASET: 'staging',
      SANITY_API_VERSION: '2024-06-01',
      SANITY_TOKEN: 'sk-read',
      SANITY_API_HOST: 'http://127.0.0.1:4400/',
      SANITY_WEBHOOK_SECRET: 'whsec',
    });
    expect(config.content).toMatchObject({
      name: 'sanity',
      settings: {
        apiVersion: '2024-06-01',
        token: 'sk-read',
        apiHost: 'http://127.0.0.1:4400',
        webhookSecret: 'whsec',
      },
      webhook: { signatureHeader: 'sanity-webhook-signature' },
    });
  });

  it('takes a host name, an IPv4 or a bare IPv6 address to listen on, and builds the default SITE_URL from it', () => {
    expect(loadConfig({ HOST: 'localhost' }).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '10.0.0.7', PORT: '8080' }).siteUrl).toBe('http://10.0.0.7:8080');
    expect(loadConfig({ HOST: '::1' })).toMatchObject({ host: '::1', siteUrl: 'http://[::1]:3000' });
  });

  it('reads LOG_LEVEL in any case', () => {
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', CONTENTFUL_SPACE_ID: ' ' }).port).toBe(3000);
  });
});
