import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signRequest } from '@contentful/node-apps-toolkit';
import { contentfulEnv, startContentfulFake } from '../../tests/fakes/contentful-fake.ts';
import { load } from './load-run.ts';
import type { LoadFigures } from './load-run.ts';
import { rssMb } from './memory.ts';
import { startSite, url, waitFor } from './processes.ts';
import { BODY_MARK, SCALE_TAGS, scalePosts, seedScaleContentful, writeScaleMarkdown } from './scale-content.ts';

// A blog of 10,000 posts on the local provider and on a CMS that answers in 100 ms: the server's memory, how
// long a publish takes to show in the list, and the pages a big blog adds under load (docs/performance.md,
// "A blog at scale").

export const SCALE_POSTS = Number(process.env.BENCH_SCALE_POSTS ?? 10_000);
const CMS_DELAY_MS = 100;
const WEBHOOK_SECRET = 'b'.repeat(64);
const LOAD = { seconds: 5, connections: 10 };

export type ScaleFigures = {
  provider: 'local' | 'contentful';
  posts: number;
  /** From start until every body is in the search index. */
  warmSeconds: number;
  rssMb: number;
  /** From the publish webhook until the new post leads the blog's first page; none for local files. */
  refreshMs: number | null;
  loads: (LoadFigures & { path: string })[];
};

/** What the load runs ask for: a page deep in the blog, a tag's listing, and a search of the two commonest words. */
const targets = (posts: number) => [
  `/blog?page=${Math.min(400, Math.max(2, Math.floor((posts - 13) / 12)))}`,
  `/blog?tag=${encodeURIComponent(SCALE_TAGS[7]!).replaceAll('%20', '+')}`,
  '/api/search?q=fit+lead',
];

async function searchTotal(base: string, q: string) {
  const answer = (await (await fetch(`${base}/api/search?q=${q}`)).json()) as { total?: number };
  return answer.total ?? 0;
}

/** Publishes a new post in the CMS, sends the signed webhook, and times until it leads `/api/posts`. */
async function timePublish(base: string, fake: Awaited<ReturnType<typeof startContentfulFake>>) {
  const [newest] = fake.posts;
  if (!newest) return null;
  fake.posts.unshift({
    ...newest,
    sys: { ...newest.sys, id: 'scaleFresh' },
    fields: { ...newest.fields, slug: 'scale-fresh-post', publishedDate: '2026-12-31' },
  });
  const body = JSON.stringify({ sys: { type: 'Entry', id: 'scaleFresh' }, fields: {} });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signed = signRequest(WEBHOOK_SECRET, { method: 'POST', path: '/api/revalidate', headers, body });
  const started = performance.now();
  await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { ...headers, ...signed }, body });
  await waitFor(
    async () => {
      const first = (await (await fetch(`${base}/api/posts`)).json()) as { items: { slug: string }[] };
      return first.items[0]?.slug === 'scale-fresh-post';
    },
    'the published post',
    60_000,
  );
  return Math.round(performance.now() - started);
}

async function measure(
  provider: ScaleFigures['provider'],
  port: number,
  env: Record<string, string>,
  publish?: (base: string) => Promise<number | null>,
): Promise<ScaleFigures> {
  const started = performance.now();
  const site = await startSite(port, env, 120_000);
  const base = url(port);
  try {
    // Warm: the list held, and every body in the index (a word every body has, in none of the summaries).
    await waitFor(async () => (await searchTotal(base, BODY_MARK)) >= SCALE_POSTS, 'the search index', 300_000);
    const warmSeconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`blog at scale, ${provider}: warm in ${warmSeconds} s, RSS ${rssMb(site.pid)} MB`);
    const loads = [];
    for (const target of targets(SCALE_POSTS)) {
      await load(`${base}${target}`, { ...LOAD, seconds: 2 });
      loads.push({ path: target, ...(await load(`${base}${target}`, LOAD)) });
    }
    const memory = rssMb(site.pid);
    const refreshMs = publish ? await publish(base) : null;
    const figures = { provider, posts: SCALE_POSTS, warmSeconds, rssMb: memory, refreshMs, loads };
    console.log(`blog at scale, ${provider}: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await site.stop();
  }
}

/** Both runs, one after the other, each server alone on the machine. */
export async function measureBlogAtScale(ports: { local: number; cms: number }): Promise<ScaleFigures[]> {
  const posts = scalePosts(SCALE_POSTS);
  const dir = mkdtempSync(path.join(tmpdir(), 'growthwise-scale-'));
  try {
    writeScaleMarkdown(dir, posts);
    const local = await measure('local', ports.local, { CONTENT_PROVIDER: 'local', CONTENT_DIR: dir });
    const fake = await startContentfulFake();
    try {
      seedScaleContentful(fake, posts);
      fake.delayMs = CMS_DELAY_MS;
      const env = { ...contentfulEnv(fake), CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET };
      const cms = await measure('contentful', ports.cms, env, (base) => timePublish(base, fake));
      return [local, cms];
    } finally {
      await fake.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
