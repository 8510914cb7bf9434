// What every route gets from the router: on the server it is filled per request,
// in the browser it is restored from the server's dehydrated state.
export type RouterContext = {
  siteUrl: string;
};
