import { ConfigError } from './env-rules.ts';
import { ContentFileError } from './content/local/local-provider.ts';
import { DatabaseUnavailableError } from './db/postgres.ts';
import { ListenError } from './listen-error.ts';

/**
 * The one line an entry point prints before it exits 1, for a start-up mistake that names its cause
 * (a bad environment variable, a bad content file); undefined for anything else.
 */
export function startupProblem(error: unknown): string | undefined {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (error instanceof ContentFileError) return `Content error: ${error.message}`;
  if (error instanceof DatabaseUnavailableError) return `Database error: ${error.message}`;
  if (error instanceof ListenError) return `Listen error: ${error.message}`;
  return undefined;
}

/** For entry points: runs `start`, and on failure prints one line (or the error) and exits 1. */
export function runOrExit(start: () => Promise<unknown>) {
  start().catch((error: unknown) => {
    console.error(startupProblem(error) ?? error);
    process.exit(1);
  });
}
