import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

export const METRICS_TOKEN = 'metrics-token-0123456789';

/** GET /metrics with the token, as Prometheus scrapes it; the text. */
export async function scrape(app: FastifyInstance) {
  const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** The value of one series in Prometheus text, by name and (a subset of) its labels. */
export function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, wanted]) => have[key] === wanted)) return Number(match[3]);
  }
  return undefined;
}

/** Every series of one metric, as lines of Prometheus text. */
export const seriesOf = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`));
