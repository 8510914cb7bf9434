import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { errorFor } from './support/config-error.ts';

describe('loadConfig: preview (PREVIEW_SECRET)', () => {
  const secret = 'p'.repeat(32);
  const contentful = { CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'token' };
  const sanity = { SANITY_PROJECT_ID: 'proj1', SANITY_DATASET: 'production' };

  it('is off without a secret, and a secret shorter than 32 characters stops the start', () => {
    expect(loadConfig(contentful, '/srv/site').preview).toBeUndefined();
    expect(errorFor({ PREVIEW_SECRET: 'short' }).message).toBe('PREVIEW_SECRET must be at least 32 characters (got 5)');
  });

  it('with Contentful, needs the Content Preview API token; the host defaults to preview.contentful.com', () => {
    expect(errorFor({ ...contentful, PREVIEW_SECRET: secret }).message).toBe(
      'CONTENTFUL_PREVIEW_TOKEN is required when PREVIEW_SECRET is set (preview reads drafts from the Content Preview API)',
    );
    expect(errorFor({ ...contentful, CONTENTFUL_PREVIEW_HOST: 'https://preview.contentful.com' }).variable).toBe(
      'CONTENTFUL_PREVIEW_HOST',
    );
    const config = loadConfig({ ...contentful, PREVIEW_SECRET: secret, CONTENTFUL_PREVIEW_TOKEN: 'pt' }, '/srv/site');
    expect(config.preview).toMatchObject({
      secret,
      drafts: { editor: 'contentful', inspector: { locale: 'en-US' } },
    });
    expect(config.content.settings).toMatchObject({ previewToken: 'pt', previewHost: 'preview.contentful.com' });
  });

  it('with Sanity, needs the read token (drafts perspective)', () => {
    expect(errorFor({ ...sanity, PREVIEW_SECRET: secret }).variable).toBe('SANITY_TOKEN');
    const config = loadConfig({ ...sanity, PREVIEW_SECRET: secret, SANITY_TOKEN: 'tok' }, '/srv/site');
    expect(config.preview).toMatchObject({
      secret,
      drafts: { editor: 'sanity', inspector: { attributes: { 'data-sanity': expect.any(String) } } },
    });
  });

  it("lets the CMS's own app frame a preview: Contentful's web app, a Studio Sanity hosts, or PREVIEW_FRAME_ANCESTORS", () => {
    const framers = (env: Record<string, string>) => {
      const { preview } = loadConfig({ PREVIEW_SECRET: secret, ...env }, '/srv/site');
      return preview && 'frameAncestors' in preview ? preview.frameAncestors : undefined;
    };
    const withContentful = { ...contentful, CONTENTFUL_PREVIEW_TOKEN: 'pt' };
    expect(framers(withContentful)).toEqual(['https://app.contentful.com', 'https://app.eu.contentful.com']);
    expect(framers({ ...sanity, SANITY_TOKEN: 'tok' })).toEqual(['https://*.sanity.studio']);
    expect(
      framers({
        ...sanity,
        SANITY_TOKEN: 'tok',
        PREVIEW_FRAME_ANCESTORS: ' https://studio.example.com, http://localhost:3333  https://*.sanity.studio ',
      }),
    ).toEqual(['https://studio.example.com', 'http://localhost:3333', 'https://*.sanity.studio']);
    for (const wrong of ['studio.example.com', 'https://studio.example.com/desk', "'self'", '*', 'https://a.*.com']) {
      expect(errorFor({ ...withContentful, PREVIEW_SECRET: secret, PREVIEW_FRAME_ANCESTORS: wrong }).message).toBe(
        `PREVIEW_FRAME_ANCESTORS must be origins separated by spaces, such as https://studio.example.com or https://*.sanity.studio (got "${wrong}")`,
      );
    }
  });

  it('with the local content, which has no drafts, preview is off and says why', () => {
    expect(loadConfig({ PREVIEW_SECRET: secret }, '/srv/site').preview).toEqual({
      off: 'PREVIEW_SECRET is set, but the local content has no drafts: preview is off',
    });
  });
});
