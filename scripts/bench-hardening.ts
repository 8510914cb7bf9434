// `npm run bench:hardening`: what an anonymous visitor can do to the production server, measured with
// bounded loads on this machine only (docs/hardening.md). About a minute; writes bench-results/hardening.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { contentfulEnv, startContentfulFake } from '../tests/fakes/contentful-fake.ts';
import { prepareBenchContent } from './bench/bench-content.ts';
import { watchMemory } from './bench/memory.ts';
import { closeAtEnd, startSite, stopAll, url } from './bench/processes.ts';

const PORT = 4471;
const base = url(PORT);

async function run(path: (n: number) => string, options: { seconds?: number; amount?: number; connections: number }) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    requests: [{ setupRequest: (request) => ({ ...request, path: path((n += 1)) }) }],
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    seconds: result.duration,
  };
}

/** Sockets that send a POST's headers, then one body byte a second; resolves with how long each lived. */
function trickle(count: number, limitMs: number) {
  const started = Date.now();
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<{ ms: number; status: string }>((resolve) => {
          const socket = connect(PORT, '127.0.0.1');
          let answer = '';
          const drip = setInterval(() => socket.write('x'), 1_000);
          const give = setTimeout(() => socket.destroy(), limitMs);
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(drip);
            clearTimeout(give);
            resolve({ ms: Date.now() - started, status: answer.split('\r\n')[0] || 'closed without an answer' });
          });
          socket.write(
            'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
          );
        }),
    ),
  );
}

async function main() {
  const fake = closeAtEnd(await startContentfulFake());
  prepareBenchContent(fake);
  const site = await startSite(PORT, contentfulEnv(fake));
  try {
    await run(() => '/about', { seconds: 2, connections: 10 }); // warm-up
    const about = await run(() => '/about', { seconds: 5, connections: 20 });
    const unique = await watchMemory(site.pid, () =>
      run((n) => `/about?x=${n}&utm_source=${n.toString(36)}`, { seconds: 10, connections: 20 }),
    );
    console.log(`\n/about, 20 connections: p50 ${about.p50Ms} ms, p99 ${about.p99Ms} ms, ${about.rps} req/s`);
    console.log(
      `/about?x=<unique>, 20 connections, ${unique.result.requests} unique URLs: p50 ${unique.result.p50Ms} ms, ` +
        `p99 ${unique.result.p99Ms} ms, ${unique.result.rps} req/s; RSS ${unique.before} -> peak ${unique.peak} -> ${unique.after} MB`,
    );

    fake.requests.length = 0;
    const slugLookups = () => fake.requests.filter((request) => request.query['fields.slug']).length;
    let flooding = true;
    const flood = run((n) => `/api/posts/made-up-${n}-${Math.random().toString(36).slice(2)}`, {
      amount: 600,
      connections: 20,
    }).finally(() => (flooding = false));
    // A visitor's real post (one this replica has never listed) while the flood pours in.
    while (flooding && slugLookups() < 10) await sleep(5);
    const answer = await fetch(`${base}/api/posts/scaling-revops-after-series-a`);
    const realPost = { status: answer.status, source: answer.headers.get('x-content-source'), duringFlood: flooding };
    const slugs = await flood;
    const lookups = slugLookups();
    console.log(
      `600 made-up slugs in ${slugs.seconds} s: ${lookups} CMS lookups (30 confirmations a minute); answers ${JSON.stringify(slugs.statuses)}; ` +
        `a real post ${realPost.duringFlood ? 'during' : 'after'} the flood: ${realPost.status} from ${realPost.source}`,
    );

    const slow = trickle(200, 60_000);
    const during = await run(() => '/healthz', { seconds: 5, connections: 5 });
    const lived = await slow;
    const longest = Math.max(...lived.map((socket) => socket.ms));
    const answers = [...new Set(lived.map((socket) => socket.status))];
    console.log(
      `200 bodies trickling at 1 byte/s: all closed within ${(longest / 1000).toFixed(1)} s (${answers.join('; ')}); ` +
        `/healthz meanwhile: p99 ${during.p99Ms} ms, ${during.statuses['2xx']} ok`,
    );

    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/hardening.json',
      `${JSON.stringify({ date: new Date().toISOString(), about, unique, slugs: { ...slugs, lookups, realPost }, slowClients: { longestMs: longest, answers, healthz: during } }, null, 2)}\n`,
    );
  } finally {
    await site.stop();
    await stopAll();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
