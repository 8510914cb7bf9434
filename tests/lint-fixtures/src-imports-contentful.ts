import { createClient } from 'contentful';
export const client = createClient({ space: 'x', accessToken: 'y' });
