import { loadConfig } from '../config.ts';
import { startupProblem } from '../run-or-exit.ts';
import type { Lead } from './lead-store.ts';
import { createLeads } from './create-leads.ts';
import { LeadOutbox } from './outbox.ts';

// npm run leads            lists the leads not mailed yet (pending and failed)
// npm run leads -- --retry puts failed leads back in the queue and mails everything that is due
const USAGE = 'Usage: npm run leads [-- --retry]';

function row(lead: Lead) {
  const when = new Date(lead.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const error = lead.lastError ? `  last error: ${lead.lastError.slice(0, 120)}` : '';
  return `#${lead.id}  ${lead.status.padEnd(7)} ${when}  attempts ${lead.attempts}  ${lead.name} <${lead.email}>, ${lead.company}${error}`;
}

async function main(args: string[]) {
  if (args.some((arg) => arg !== '--retry')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { store, mailer } = createLeads(config);
  try {
    if (args.includes('--retry')) {
      console.log(`${await store.retryFailed()} failed lead(s) back in the queue.`);
      if (!mailer) {
        console.log('SENDGRID_API_KEY is not set: nothing can be mailed from here.');
      } else {
        const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
        await new LeadOutbox(store, mailer, quiet).flush();
      }
    }
    const undelivered = await store.undelivered();
    const { pending, failed } = await store.backlog();
    console.log(`Undelivered leads in ${config.dataDir}: ${pending} pending, ${failed} failed.`);
    for (const lead of undelivered) console.log(row(lead));
    return failed > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(startupProblem(error) ?? error);
    process.exit(1);
  },
);
