import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Pool } from './postgres.ts';
import type { PublishScope } from '../content/provider-definition.ts';

const CHANNEL = 'growthwise_publish';
const SCOPES: readonly PublishScope[] = ['posts', 'resources', 'all'];

export type PublishEvents = {
  /** Tells every replica (this one included) that content of this scope was published. */
  announce(scope: PublishScope): Promise<void>;
  /** True while this replica is listening. */
  readonly listening: boolean;
  close(): Promise<void>;
};

type Options = {
  url: string;
  pool: Pool;
  /** Purges this replica's content cache and page cache. */
  purge: (scope: PublishScope) => void;
  log: (message: string, details?: unknown) => void;
  /** Reconnect backoff (tests shorten it). */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * A publish reaches every replica through PostgreSQL's LISTEN/NOTIFY (docs/replicas.md). Each replica
 * keeps one connection listening; when it is lost, it reconnects with backoff and purges everything once
 * back, since it may have missed events meanwhile.
 */
export function listenForPublishes(options: Options): PublishEvents {
  const { purge, log } = options;
  const minDelay = options.minDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const self = randomUUID();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delay = minDelay;
  let timer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  function scheduleReconnect() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(maxDelay, delay * 2);
  }

  function lost(reason: string) {
    if (!listening && !client) return;
    listening = false;
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
    if (!closed) {
      log('publish events: connection to PostgreSQL lost; reconnecting', reason);
      scheduleReconnect();
    }
  }

  async function connect() {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 2_000, keepAlive: true });
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const [scope, origin] = message.payload.split(':');
      if (origin === self) return; // this replica purged when it announced
      if (SCOPES.includes(scope as PublishScope)) purge(scope as PublishScope);
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      listening = true;
      delay = minDelay;
      // Events sent while this replica was not listening are gone: whatever was cached may be stale. That
      // holds before the first connection too: the replica serves (and caches) pages from its start.
      if (connectedBefore) log('publish events: listening again; purging every cache once');
      connectedBefore = true;
      purge('all');
    } catch (error) {
      lost((error as Error).message);
    }
  }

  void connect();

  return {
    async announce(scope) {
      await options.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${scope}:${self}`]);
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const old = client;
      client = undefined;
      listening = false;
      old?.removeAllListeners();
      old?.on('error', () => undefined);
      await old?.end().catch(() => undefined);
    },
  };
}
