import { RateLimitedError } from './provider.ts';

// What the content layer reports as it works, for metrics (server/metrics/). It names no metrics library:
// the content layer only says what happened.

/** Why a call to the CMS failed, in the few kinds an operator acts on differently. */
export type UpstreamFailure = 'timeout' | '5xx' | '429' | 'network' | 'other';

/** How a content question was answered: where the data came from, or that there was none. */
export type AnswerOutcome = 'cms' | 'cache' | 'snapshot' | 'fallback' | 'unavailable' | 'not-found';

export type ContentObserver = {
  /** One call to the CMS finished, in this many milliseconds; `failure` is set when it failed. */
  upstreamCall(durationMs: number, failure?: UpstreamFailure): void;
  answered(outcome: AnswerOutcome): void;
  /** A snapshot saved at `savedAt` is what visitors get for this kind of query, until the CMS answers again. */
  servingSnapshot(kind: string, savedAt: number | undefined): void;
};

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EPIPE']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ECONNABORTED', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

type Inspectable = {
  name?: string;
  code?: string;
  status?: number;
  statusCode?: number;
  response?: { status?: number; statusCode?: number };
  cause?: unknown;
  message?: string;
};

function statusOf(error: Inspectable): number | undefined {
  const status = error.status ?? error.statusCode ?? error.response?.status ?? error.response?.statusCode;
  if (typeof status === 'number') return status;
  // Contentful's SDK throws an Error whose message is the JSON of the failed response.
  const match = /"status":\s*(\d{3})/.exec(error.message ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Sorts a provider's error (either SDK, or our own time budget) into one of the kinds above. */
export function classifyUpstreamFailure(error: unknown): UpstreamFailure {
  if (error instanceof RateLimitedError) return '429';
  for (let current = error as Inspectable | undefined, depth = 0; current && depth < 4; depth += 1) {
    if (current.name === 'AbortError' || current.name === 'TimeoutError') return 'timeout';
    if (current.code && TIMEOUT_CODES.has(current.code)) return 'timeout';
    if (current.code && NETWORK_CODES.has(current.code)) return 'network';
    if (/^no answer within \d+ ms$|timeout of \d+ms exceeded/.test(current.message ?? '')) return 'timeout';
    const status = statusOf(current);
    if (status === 429) return '429';
    if (status !== undefined && status >= 500) return '5xx';
    if (status !== undefined) return 'other';
    current = current.cause as Inspectable | undefined;
  }
  return 'other';
}
