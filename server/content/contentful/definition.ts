import { ConfigError, checked, flag, text } from '../../env-rules.ts';
import type { ProviderDefinition } from '../provider-definition.ts';
import { createContentfulProvider } from './contentful-provider.ts';
import type { ContentfulSettings } from './contentful-provider.ts';
import { contentfulWebhook } from './verify-webhook.ts';
import { contentfulInspector } from './inspector.ts';

const host = checked(
  (value) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(value),
  'must be host[:port] without a scheme, such as cdn.eu.contentful.com',
);

export const contentfulDefinition: ProviderDefinition<ContentfulSettings> = {
  name: 'contentful',
  remote: true,
  env: {
    CONTENTFUL_SPACE_ID: checked((value) => /^[a-z0-9]+$/i.test(value), 'must contain only letters and digits'),
    CONTENTFUL_ACCESS_TOKEN: text(),
    CONTENTFUL_ENVIRONMENT: checked((value) => /^[a-z0-9_.-]+$/i.test(value), 'is not a valid environment id'),
    CONTENTFUL_HOST: host,
    CONTENTFUL_INSECURE: flag(),
    CONTENTFUL_PREVIEW_TOKEN: text(),
    CONTENTFUL_PREVIEW_HOST: host,
    CONTENTFUL_MANAGEMENT_TOKEN: text(),
    CONTENTFUL_MANAGEMENT_HOST: host,
    // Contentful generates a 64-character signing secret; any other length could never verify a request.
    CONTENTFUL_WEBHOOK_SECRET: text().refine((value) => value === undefined || value.length === 64, {
      error: (issue) =>
        `must be the 64-character signing secret from Contentful's webhook settings (got ${String(issue.input).length} characters)`,
    }),
  },
  detect: (env) => Boolean(env.CONTENTFUL_SPACE_ID || env.CONTENTFUL_ACCESS_TOKEN),
  settings(env) {
    const spaceId = env.CONTENTFUL_SPACE_ID as string | undefined;
    const accessToken = env.CONTENTFUL_ACCESS_TOKEN as string | undefined;
    if (!spaceId) throw new ConfigError('CONTENTFUL_SPACE_ID', 'is required when Contentful is the content provider');
    if (!accessToken) throw new ConfigError('CONTENTFUL_ACCESS_TOKEN', 'is required when CONTENTFUL_SPACE_ID is set');
    return {
      spaceId,
      accessToken,
      environment: (env.CONTENTFUL_ENVIRONMENT as string | undefined) ?? 'master',
      host: (env.CONTENTFUL_HOST as string | undefined) ?? 'cdn.contentful.com',
      insecure: env.CONTENTFUL_INSECURE === true,
      webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET as string | undefined,
      previewToken: env.CONTENTFUL_PREVIEW_TOKEN as string | undefined,
      previewHost: (env.CONTENTFUL_PREVIEW_HOST as string | undefined) ?? 'preview.contentful.com',
      managementToken: env.CONTENTFUL_MANAGEMENT_TOKEN as string | undefined,
      managementHost: (env.CONTENTFUL_MANAGEMENT_HOST as string | undefined) ?? 'api.contentful.com',
    };
  },
  create: (settings, deps) => createContentfulProvider(settings, deps),
  async importer(settings) {
    const { managementToken } = settings;
    if (!managementToken)
      throw new ConfigError(
        'CONTENTFUL_MANAGEMENT_TOKEN',
        'is required to write into Contentful (a personal access token)',
      );
    const { createContentfulImporter } = await import('./contentful-import.ts');
    return createContentfulImporter({ ...settings, managementToken });
  },
  imageOrigins: () => ['https://images.ctfassets.net'],
  editorApp: ({ spaceId, environment }) => ({
    name: 'Contentful',
    url: `https://app.contentful.com/spaces/${spaceId}${environment === 'master' ? '' : `/environments/${environment}`}/entries`,
  }),
  webhook: (settings) => (settings.webhookSecret ? contentfulWebhook(settings.webhookSecret) : undefined),
  drafts(settings) {
    const { previewToken } = settings;
    if (!previewToken) {
      throw new ConfigError(
        'CONTENTFUL_PREVIEW_TOKEN',
        'is required when PREVIEW_SECRET is set (preview reads drafts from the Content Preview API)',
      );
    }
    return {
      // The Content Preview API: the same paths and answers as delivery, with drafts, under its own token.
      createClient: (deps) =>
        createContentfulProvider({ ...settings, accessToken: previewToken, host: settings.previewHost }, deps),
      editor: 'contentful',
      inspector: contentfulInspector,
      // The web app's Live preview pane, in either data region (as @contentful/live-preview's own default).
      editorOrigins: ['https://app.contentful.com', 'https://app.eu.contentful.com'],
    };
  },
};
