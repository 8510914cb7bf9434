// The sys block of an entry or asset, as the Contentful Delivery API returns it.

export const SPACE = 'growthspace';

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

export function sys(id: string, type: 'Entry' | 'Asset', contentType?: string) {
  return {
    space: link('Space', SPACE),
    id,
    type,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    environment: link('Environment', 'master'),
    revision: 3,
    locale: 'en-US',
    ...(contentType ? { contentType: link('ContentType', contentType) } : {}),
  };
}
