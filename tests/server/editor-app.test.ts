import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { pageHtml } from '../support/page-html.ts';
import { textOf } from '../support/hast.ts';

// The publication page links back to the CMS an editor came from, by name (docs/product.md, "Thank-you"). No
// request reaches the CMS here: the page is static, and the hosts are closed ports on this machine.
const CONTENTFUL = { CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'token', CONTENTFUL_HOST: '127.0.0.1:9' };
const SANITY = { SANITY_PROJECT_ID: 'proj1', SANITY_DATASET: 'production', SANITY_API_HOST: 'http://127.0.0.1:9' };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function backLinks(env: Record<string, string>) {
  const app = await buildTestApp(env);
  apps.push(app);
  const answer = await app.inject('/blog/thank-you');
  expect(answer.statusCode).toBe(200);
  return {
    links: pageHtml(answer.body)
      .all('main a')
      .filter((link) => textOf(link).startsWith('Back to'))
      .map((link) => ({ text: textOf(link), href: link.properties.href, target: link.properties.target })),
    // The browser renders the same link from the state the server hands over, or hydration would differ.
    handedOver: /editorApp/.test(answer.body),
  };
}

describe('the publication page', () => {
  it("leads back to the Contentful space's entries", async () => {
    expect(await backLinks(CONTENTFUL)).toEqual({
      links: [
        { text: 'Back to Contentful', href: 'https://app.contentful.com/spaces/space1/entries', target: '_blank' },
      ],
      handedOver: true,
    });
    const { links } = await backLinks({ ...CONTENTFUL, CONTENTFUL_ENVIRONMENT: 'staging' });
    expect(links.map((link) => link.href)).toEqual([
      'https://app.contentful.com/spaces/space1/environments/staging/entries',
    ]);
  });

  it('leads back to the Sanity Studio that SANITY_STUDIO_URL names, and nowhere without it', async () => {
    const { links } = await backLinks({ ...SANITY, SANITY_STUDIO_URL: 'https://growthwise.sanity.studio/' });
    expect(links).toEqual([
      { text: 'Back to Sanity Studio', href: 'https://growthwise.sanity.studio/', target: '_blank' },
    ]);
    expect(await backLinks(SANITY)).toEqual({ links: [], handedOver: false });
  });

  it('has no link back with no CMS', async () => {
    expect(await backLinks({})).toEqual({ links: [], handedOver: false });
  });
});
