// The part of Fastly's client (npm "fastly", which ships no types) that the site uses.
declare module 'fastly' {
  export class ApiClient {
    timeout: number;
    authenticate(token: string): void;
    /** Every operation's request; its last argument is the operation's own base path. */
    callApi(...args: unknown[]): Promise<unknown>;
  }
  export class PurgeApi {
    constructor(client: ApiClient);
    bulkPurgeTag(options: {
      service_id: string;
      fastly_soft_purge?: number;
      purge_response: { surrogate_keys: string[] };
    }): Promise<Record<string, string>>;
  }
}
