import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake, ContentfulFakeMode } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake, SanityFakeMode } from '../fakes/sanity-fake.ts';
import { sendgridEnv, startSendgridFake } from '../fakes/sendgrid-fake.ts';
import { seedLongLists } from '../fakes/contentful-long-lists.ts';
import { LONG_LIST_LENGTH, PREVIEW_SECRET, STACK } from './stack-config.ts';
import { spawnSite, waitForHealthy } from '../support/site-process.ts';

// Playwright's web server: fakes in this process, and the built site started several times, each in
// its own process with its own data directory, so that no spec has to switch a shared fake's mode.
const children: ChildProcess[] = [];
const fakes: (ContentfulFake | SanityFake)[] = [];

function startSite(port: number, env: Record<string, string>) {
  children.push(spawnSite(port, env));
}

async function fake(port: number, mode: ContentfulFakeMode) {
  const started = await startContentfulFake(port);
  started.mode = mode;
  fakes.push(started);
  return started;
}

async function sanityFake(port: number, mode: SanityFakeMode) {
  const started = await startSanityFake(port);
  started.mode = mode;
  fakes.push(started);
  return started;
}

function stop() {
  for (const child of children) child.kill('SIGTERM');
  for (const started of fakes) void started.close();
  void sendgrid.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const ok = await fake(STACK.fakes.ok, 'ok');
const empty = await fake(STACK.fakes.empty, 'empty');
const down = await fake(STACK.fakes.down, '500');
const previewWatch = await fake(STACK.fakes.previewWatch, 'ok');
const longLists = await fake(STACK.fakes.longLists, 'ok');
seedLongLists(longLists, LONG_LIST_LENGTH);

const sanityOk = await sanityFake(STACK.fakes.sanityOk, 'ok');
const sanityEmpty = await sanityFake(STACK.fakes.sanityEmpty, 'empty');
const sanityDown = await sanityFake(STACK.fakes.sanityDown, '500');

const sendgrid = await startSendgridFake(STACK.fakes.sendgrid);

// The offline site mails leads to the SendGrid fake; a high rate limit keeps parallel specs apart.
startSite(STACK.offline, { ...sendgridEnv(sendgrid), CONTACT_RATE_LIMIT: '1000' });
const preview = { previewSecret: PREVIEW_SECRET };
// Behind a proxy as in production (TRUST_PROXY), so a test that says it came over https gets the preview cookie an
// editor gets inside the CMS's frame (preview.spec.ts); a browser here sends no forwarded header of its own.
startSite(STACK.cms, { ...contentfulEnv(ok, preview), TRUST_PROXY: 'true' });
startSite(STACK.cmsEmpty, contentfulEnv(empty));
startSite(STACK.cmsDown, contentfulEnv(down));
startSite(STACK.sanity, sanityEnv(sanityOk, preview));
startSite(STACK.sanityEmpty, sanityEnv(sanityEmpty));
startSite(STACK.sanityDown, sanityEnv(sanityDown));
startSite(STACK.previewWatch, contentfulEnv(previewWatch, preview));
startSite(STACK.longLists, contentfulEnv(longLists));
const ports = [
  STACK.offline,
  STACK.cms,
  STACK.cmsEmpty,
  STACK.cmsDown,
  STACK.sanity,
  STACK.sanityEmpty,
  STACK.sanityDown,
  STACK.previewWatch,
  STACK.longLists,
];
await Promise.all(ports.map((port) => waitForHealthy(port)));

createServer((_req, res) => res.writeHead(200).end('ready')).listen(STACK.readyPort, '127.0.0.1');
