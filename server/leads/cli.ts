import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import type { AppConfig } from '../config.ts';
import { startupProblem } from '../run-or-exit.ts';
import { databaseLabel, openDatabase } from '../db/postgres.ts';
import type { Pool } from '../db/postgres.ts';
import { PgLeadStore } from '../db/pg-lead-store.ts';
import type { Lead } from './lead-store.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';
import { createLeads } from './create-leads.ts';
import { LeadOutbox } from './outbox.ts';

const USAGE = 'Usage: npm run leads [-- --retry | --copy-to-postgres]';
// What --help prints (docs/replicas.md for the copy).
const HELP = `${USAGE}

  npm run leads                        lists the leads not mailed yet (pending and failed);
                                       exit code 1 if any failed
  npm run leads -- --retry             puts the failed leads back in the queue and mails what is due
  npm run leads -- --copy-to-postgres  moves DATA_DIR's SQLite leads into DATABASE_URL

The environment is the server's (README, "Environment"): with DATABASE_URL set, the leads are
PostgreSQL's, shared by every replica; otherwise those in DATA_DIR.`;

function row(lead: Lead) {
  const when = new Date(lead.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const error = lead.lastError ? `  last error: ${lead.lastError.slice(0, 120)}` : '';
  return `#${lead.id}  ${lead.status.padEnd(7)} ${when}  attempts ${lead.attempts}  ${lead.name} <${lead.email}>, ${lead.company}${error}`;
}

/**
 * Copies every lead of the SQLite store (sent ones too, as history) into PostgreSQL in one transaction, then
 * renames the file so that no server started on this DATA_DIR mails its pending leads a second time.
 */
async function copyToPostgres(config: AppConfig, pool: Pool): Promise<string> {
  const file = path.join(config.dataDir, 'leads.sqlite');
  if (!existsSync(file)) return `No SQLite lead store at ${file}: nothing to copy.`;
  const sqlite = new SqliteLeadStore(config.dataDir);
  const leads = await sqlite.all().finally(() => sqlite.close());
  // SQLite removes the write-ahead log when the last connection closes: if it is still there, a server
  // still has the file open and could accept a lead after the copy.
  if (existsSync(`${file}-wal`)) {
    throw new Error(
      `${file} is still open in another process (a server on this DATA_DIR?): stop it first; nothing was copied.`,
    );
  }
  const added = await new PgLeadStore(pool).copyIn(leads, 'sqlite');
  const kept = path.join(
    config.dataDir,
    `leads-copied-to-postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`,
  );
  renameSync(file, kept);
  return `Copied ${added} lead(s) from ${file} into PostgreSQL (${leads.length - added} were there already). The file is kept as ${kept}.`;
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (rest.length === 0 && (command === '--help' || command === '-h')) {
    console.log(HELP);
    return 0;
  }
  if (rest.length > 0 || (command !== undefined && command !== '--retry' && command !== '--copy-to-postgres')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (command === '--copy-to-postgres' && !config.databaseUrl) {
    console.error('DATABASE_URL is not set: say which PostgreSQL database the leads go to.');
    return 2;
  }
  const database = config.databaseUrl ? await openDatabase(config.databaseUrl, () => undefined) : undefined;
  const { store, mailer } = createLeads(config, {}, database?.pool);
  try {
    if (command === '--copy-to-postgres' && database) console.log(await copyToPostgres(config, database.pool));
    if (command === '--retry') {
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
    const where = config.databaseUrl ? `PostgreSQL at ${databaseLabel(config.databaseUrl)}` : config.dataDir;
    console.log(`Undelivered leads in ${where}: ${pending} pending, ${failed} failed.`);
    for (const lead of undelivered) console.log(row(lead));
    return failed > 0 ? 1 : 0;
  } finally {
    await store.close();
    await database?.pool.end();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(startupProblem(error) ?? (error instanceof Error ? error.message : error));
    process.exit(1);
  },
);
