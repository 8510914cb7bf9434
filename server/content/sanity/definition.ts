import { ConfigError, checked, httpUrl, text } from '../../env-rules.ts';
import type { ProviderDefinition } from '../provider-definition.ts';
import { DEFAULT_SANITY_API_HOST, DEFAULT_SANITY_API_VERSION, createSanityClient } from './sanity-client.ts';
import type { SanitySettings } from './sanity-client.ts';
import { createSanityProvider } from './sanity-provider.ts';
import { sanityWebhook } from './verify-webhook.ts';
import { verifyPresentationLink } from './presentation-link.ts';
import { sanityInspector } from './inspector.ts';
import { PERSPECTIVE_PARAM, clientPerspective, parsePerspective, perspectiveShows } from './perspective.ts';

// An editor entering preview waits on this one read of the Content Lake at most; the pages' own budget.
const EDITOR_LINK_TIMEOUT_MS = 2_500;

const apiHost = checked((value) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search;
  } catch {
    return false;
  }
}, 'must be an http(s) origin such as https://api.sanity.io');

export const sanityDefinition: ProviderDefinition<SanitySettings> = {
  name: 'sanity',
  remote: true,
  env: {
    SANITY_PROJECT_ID: checked((value) => /^[a-z0-9-]+$/.test(value), 'must be a Sanity project id (a-z, 0-9, -)'),
    SANITY_DATASET: checked(
      (value) => /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value),
      'must be a dataset name (lower-case letters, digits, _ and -)',
    ),
    SANITY_API_VERSION: checked(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
      'must be a date such as 2025-02-19',
    ),
    SANITY_TOKEN: text(),
    SANITY_API_HOST: apiHost,
    SANITY_WEBHOOK_SECRET: text(),
    SANITY_STUDIO_URL: httpUrl(),
    SANITY_WRITE_TOKEN: text(),
  },
  // Chosen automatically when a Sanity project and dataset are set and no Contentful credentials are.
  detect: (env) =>
    Boolean(env.SANITY_PROJECT_ID && env.SANITY_DATASET && !env.CONTENTFUL_SPACE_ID && !env.CONTENTFUL_ACCESS_TOKEN),
  settings(env) {
    const projectId = env.SANITY_PROJECT_ID as string | undefined;
    const dataset = env.SANITY_DATASET as string | undefined;
    if (!projectId) throw new ConfigError('SANITY_PROJECT_ID', 'is required when Sanity is the content provider');
    if (!dataset) throw new ConfigError('SANITY_DATASET', 'is required when Sanity is the content provider');
    return {
      projectId,
      dataset,
      apiVersion: (env.SANITY_API_VERSION as string | undefined) ?? DEFAULT_SANITY_API_VERSION,
      token: env.SANITY_TOKEN as string | undefined,
      apiHost: new URL((env.SANITY_API_HOST as string | undefined) ?? DEFAULT_SANITY_API_HOST).origin,
      webhookSecret: env.SANITY_WEBHOOK_SECRET as string | undefined,
      studioUrl: env.SANITY_STUDIO_URL as string | undefined,
      writeToken: env.SANITY_WRITE_TOKEN as string | undefined,
    };
  },
  create: (settings, deps) => createSanityProvider(settings, deps),
  async importer(settings) {
    if (!settings.writeToken)
      throw new ConfigError('SANITY_WRITE_TOKEN', 'is required to write into Sanity (an Editor token)');
    const { createSanityImporter } = await import('./sanity-import.ts');
    return createSanityImporter(settings, settings.writeToken);
  },
  imageOrigins: () => ['https://cdn.sanity.io'],
  // A Studio is deployed wherever its team chooses: known only when SANITY_STUDIO_URL names it.
  editorApp: ({ studioUrl }) => (studioUrl ? { name: 'Sanity Studio', url: studioUrl } : undefined),
  webhook: (settings) => (settings.webhookSecret ? sanityWebhook(settings.webhookSecret) : undefined),
  drafts(settings) {
    if (!settings.token) {
      throw new ConfigError(
        'SANITY_TOKEN',
        'is required when PREVIEW_SECRET is set (drafts are only read with a token)',
      );
    }
    const linkClient = createSanityClient(settings, EDITOR_LINK_TIMEOUT_MS, 'drafts');
    return {
      createClient: (deps, perspective = 'drafts') =>
        createSanityProvider(settings, deps, clientPerspective(perspective)),
      // Presentation's perspective picker: drafts, published, or a release over the drafts.
      perspectives: { param: PERSPECTIVE_PARAM, parse: parsePerspective, shows: perspectiveShows },
      // The Presentation tool's connection: the pane follows the page, reads its drafts again on a change, and
      // its overlays open the field an editor clicks.
      editor: 'sanity',
      inspector: sanityInspector,
      // Presentation's own way in (previewMode): a secret it keeps in the dataset, read with the token.
      verifyEditorLink: (url) => verifyPresentationLink(linkClient, url),
      // A Studio Sanity hosts; a Studio hosted elsewhere is named in PREVIEW_FRAME_ANCESTORS.
      editorOrigins: ['https://*.sanity.studio'],
    };
  },
};
