import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Pool } from './postgres.ts';
import type { PublishChange, PublishScope } from '../content/provider-definition.ts';

const CHANNEL = 'growthwise_publish';
const SCOPES: readonly PublishScope[] = ['posts', 'resources', 'all'];
/** How each replica's listening session is named, so a replica can count the others (pg_stat_activity). */
const REPLICA_SESSION = 'growthwise-replica';

/** What goes through the channel: a publish, and each other replica's word that it has the new version. */
type Message = { publish: string; from: string; change?: PublishChange; settled?: true };

function messageOf(payload: string): Message | undefined {
  try {
    const message = JSON.parse(payload) as Message;
    if (typeof message.publish !== 'string' || typeof message.from !== 'string') return undefined;
    if (message.change && !SCOPES.includes(message.change.scope)) return undefined;
    return message;
  } catch {
    return undefined;
  }
}

export type PublishEvents = {
  /**
   * Tells every other replica that content was published; resolves once each replica that was listening says it
   * has the new version (or when `waitMs` runs out: a replica that died says nothing).
   */
  announce(change: PublishChange, waitMs?: number): Promise<{ replicas: number; settled: number }>;
  /** True while this replica is listening. */
  readonly listening: boolean;
  close(): Promise<void>;
};

type Options = {
  url: string;
  pool: Pool;
  /** Purges this replica's caches; resolves once it has read the published version (publish-settle.ts). */
  purge: (change: PublishChange) => Promise<unknown>;
  /** Forgets everything this replica cached, at once (when it may have missed events). */
  forget: () => void;
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
  /** Announcements of this replica waiting for the others' word, by publish id. */
  const waiting = new Map<string, { hear: (from: string) => void; end: () => void }>();
  const send = (message: Message) => options.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);

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
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: 2_000,
      keepAlive: true,
      application_name: REPLICA_SESSION,
    });
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (notification) => {
      const message = notification.channel === CHANNEL && notification.payload && messageOf(notification.payload);
      if (!message || message.from === self) return; // this replica purged when it announced
      if (message.settled) return waiting.get(message.publish)?.hear(message.from);
      if (!message.change) return;
      void purge(message.change)
        .then(() => send({ publish: message.publish, from: self, settled: true }))
        .catch((error: Error) => log('publish events: could not say this replica has the publish', error.message));
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
      options.forget();
    } catch (error) {
      lost((error as Error).message);
    }
  }

  void connect();

  return {
    async announce(change, waitMs = 20_000) {
      const { rows } = await options.pool.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [REPLICA_SESSION],
      );
      const replicas = Math.max(0, (rows[0]?.count ?? 0) - (listening ? 1 : 0));
      const publish = randomUUID();
      const heard = new Set<string>();
      let done: () => void = () => undefined;
      const all = new Promise<void>((resolve) => (done = resolve));
      waiting.set(publish, {
        hear(from) {
          heard.add(from);
          if (heard.size >= replicas) done();
        },
        end: () => done(),
      });
      const timer = setTimeout(done, waitMs);
      try {
        await send({ publish, from: self, change });
        if (replicas > 0) await all;
      } finally {
        clearTimeout(timer);
        waiting.delete(publish);
      }
      return { replicas, settled: heard.size };
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const announcement of waiting.values()) announcement.end();
      const old = client;
      client = undefined;
      listening = false;
      old?.removeAllListeners();
      old?.on('error', () => undefined);
      await old?.end().catch(() => undefined);
    },
  };
}
