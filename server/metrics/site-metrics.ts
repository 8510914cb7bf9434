import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ContentObserver } from '../content/content-observer.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import type { MailOutcome } from '../leads/outbox.ts';
import type { PurgeOutcome } from '../cdn/purge-queue.ts';

// What the site counts, in one registry per app (docs/operations.md). The content layer, the page cache and
// the outbox report through small callbacks; only this folder knows prom-client.

const QUERY_KINDS = ['posts', 'post', 'resources', 'resource'];

export type SiteMetrics = {
  registry: Registry;
  content: ContentObserver;
  pageLookup: (result: 'hit' | 'miss') => void;
  /** A page that threw while rendering: in a screen (`page`) or in the layout (`layout`). */
  renderFailure: (part: 'page' | 'layout') => void;
  mailAttempt: (outcome: MailOutcome, durationMs: number) => void;
  /** The lead backlog gauges read this store at each scrape. */
  watchLeads: (store: LeadStore) => void;
  /** A purge request to the shared cache in front: purged, failed and sent again, or failed for good. */
  cdnPurge: (outcome: PurgeOutcome) => void;
};

export function createSiteMetrics(provider: string, now: () => number = Date.now): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];

  const answers = new Counter({
    name: 'growthwise_content_answers_total',
    help: 'Content answers by provider and where they came from (cms, cache, snapshot, fallback), or unavailable / not-found',
    labelNames: ['provider', 'source'],
    registers,
  });
  const upstream = new Histogram({
    name: 'growthwise_cms_request_duration_seconds',
    help: 'Calls to the CMS, by outcome',
    labelNames: ['provider', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 2.5, 5],
    registers,
  });
  const failures = new Counter({
    name: 'growthwise_cms_failures_total',
    help: 'Failed calls to the CMS by kind: timeout, 5xx, 429, network, other',
    labelNames: ['provider', 'kind'],
    registers,
  });
  const snapshotSavedAt = new Map<string, number>();
  new Gauge({
    name: 'growthwise_content_snapshot_age_seconds',
    help: 'Age of the last-known-good snapshot being served for each kind of query; 0 while the CMS answers',
    labelNames: ['query'],
    registers,
    collect() {
      for (const kind of QUERY_KINDS) {
        const savedAt = snapshotSavedAt.get(kind);
        this.set({ query: kind }, savedAt === undefined ? 0 : Math.max(0, (now() - savedAt) / 1000));
      }
    },
  });
  const pageCache = new Counter({
    name: 'growthwise_page_cache_lookups_total',
    help: 'Rendered pages asked of the page cache: hit (served from memory) or miss (rendered)',
    labelNames: ['result'],
    registers,
  });
  const renderFailures = new Counter({
    name: 'growthwise_page_render_failures_total',
    help: 'Pages that threw while rendering on the server, by part: page (a screen) or layout; each answered 500',
    labelNames: ['part'],
    registers,
  });
  const mail = new Histogram({
    name: 'growthwise_mail_send_duration_seconds',
    help: 'Attempts to mail a lead through SendGrid, by outcome (sent, retry, failed); _count counts them',
    labelNames: ['outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const cdnPurges = new Counter({
    name: 'growthwise_cdn_purge_requests_total',
    help: 'Purge requests to the shared cache in front (CDN), by outcome: purged, retried (failed, sent again), failed (given up)',
    labelNames: ['outcome'],
    registers,
  });

  // Series that exist from the start, at 0: an alert on a rate sees "no failures", not "no data".
  for (const kind of ['timeout', '5xx', '429', 'network', 'other']) failures.inc({ provider, kind }, 0);
  for (const source of ['cms', 'cache', 'snapshot', 'fallback', 'unavailable']) answers.inc({ provider, source }, 0);
  for (const result of ['hit', 'miss']) pageCache.inc({ result }, 0);
  for (const part of ['page', 'layout']) renderFailures.inc({ part }, 0);
  for (const outcome of ['purged', 'retried', 'failed']) cdnPurges.inc({ outcome }, 0);

  let store: LeadStore | undefined;
  // One read of the store per scrape, shared by the four gauges below.
  let backlog: Promise<{ pending: number; failed: number; oldestAt: number | null } | undefined> | undefined;
  let readAt = 0;
  const readBacklog = () => {
    if (!store) return Promise.resolve(undefined);
    if (!backlog || now() - readAt > 1_000) {
      readAt = now();
      const from = store;
      backlog = Promise.all([from.backlog(), from.oldestPendingAt()]).then(
        ([counts, oldestAt]) => ({ ...counts, oldestAt }),
        () => undefined,
      );
    }
    return backlog;
  };
  const backlogGauge = (
    name: string,
    help: string,
    read: (b: { pending: number; failed: number; oldestAt: number | null }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const current = await readBacklog();
        // A store that cannot be read leaves the last value; growthwise_lead_store_up says why.
        if (current) this.set(read(current));
      },
    });
  backlogGauge('growthwise_leads_pending', 'Leads stored and not mailed yet', (b) => b.pending);
  backlogGauge(
    'growthwise_leads_failed',
    'Leads SendGrid refused for good: they need a person (npm run leads)',
    (b) => b.failed,
  );
  backlogGauge(
    'growthwise_leads_oldest_pending_age_seconds',
    'How long the oldest unmailed lead has waited; 0 when none',
    (b) => (b.oldestAt === null ? 0 : Math.max(0, (now() - b.oldestAt) / 1000)),
  );
  new Gauge({
    name: 'growthwise_lead_store_up',
    help: '1 when the lead store answered at this scrape, else 0',
    registers,
    async collect() {
      this.set((await readBacklog()) ? 1 : 0);
    },
  });

  return {
    registry,
    content: {
      upstreamCall(durationMs, failure) {
        upstream.observe({ provider, outcome: failure ? 'failed' : 'ok' }, durationMs / 1000);
        if (failure) failures.inc({ provider, kind: failure });
      },
      answered(outcome) {
        answers.inc({ provider, source: outcome });
      },
      servingSnapshot(kind, savedAt) {
        if (savedAt === undefined) snapshotSavedAt.delete(kind);
        else snapshotSavedAt.set(kind, savedAt);
      },
    },
    pageLookup: (result) => pageCache.inc({ result }),
    renderFailure: (part) => renderFailures.inc({ part }),
    mailAttempt: (outcome, durationMs) => mail.observe({ outcome }, durationMs / 1000),
    watchLeads(leads) {
      store = leads;
    },
    cdnPurge: (outcome) => cdnPurges.inc({ outcome }),
  };
}
