import { signRequest } from '@contentful/node-apps-toolkit';

/**
 * A Contentful publish webhook for one entry (or, with `type: 'Asset'`, an asset), signed as Contentful signs it,
 * ready for `inject`.
 */
export function contentfulPublish(
  secret: string,
  id = 'post1',
  type: 'Entry' | 'Asset' = 'Entry',
  contentTypeId = 'blogPost',
) {
  const contentType =
    type === 'Entry' ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentTypeId } } } : {};
  const payload = JSON.stringify({ sys: { type, id, ...contentType } });
  const base = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': `ContentManagement.${type}.publish`,
  };
  const signed = signRequest(secret, { method: 'POST', path: '/api/revalidate', headers: base, body: payload });
  return { method: 'POST' as const, url: '/api/revalidate', headers: { ...base, ...signed }, payload };
}
