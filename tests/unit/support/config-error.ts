import { loadConfig } from '../../../server/config.ts';
import { ConfigError } from '../../../server/env-rules.ts';

/** The error that stops the server at start for this environment. */
export function errorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/site');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
