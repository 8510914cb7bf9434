import type { ContentSource } from './model/content-source';

// What every route gets from the router: on the server it is filled per request,
// in the browser it is built by entry-client (siteUrl restored from the server's dehydrated state).
export type RouterContext = {
  siteUrl: string;
  content: ContentSource;
};
