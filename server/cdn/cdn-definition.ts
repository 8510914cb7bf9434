import type { z } from 'zod';
import type { ParsedEnv } from '../content/provider-definition.ts';
import { ConfigError } from '../env-rules.ts';

/** Why a purge request failed: whether sending it again may help, and when the CDN asked to be asked again. */
export class PurgeFailure extends Error {
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { retryable: boolean; retryAfterMs?: number }) {
    super(message);
    this.name = 'PurgeFailure';
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** A CDN's answer status as a failure: refusals of the request itself (a bad token, too many keys) are final. */
export function failureOf(cdn: string, status: number | undefined, retryAfter: string | null | undefined, detail = '') {
  const retryable = status === undefined || status === 429 || status >= 500;
  return new PurgeFailure(`${cdn} purge ${status === undefined ? 'failed' : `answered ${status}`}${detail}`, {
    retryable,
    retryAfterMs: retryAfterMsOf(retryAfter),
  });
}

/** Retry-After as seconds or as an HTTP date (RFC 9110), in milliseconds from now. */
export function retryAfterMsOf(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A variable the chosen CDN cannot do without; a ConfigError naming it when it is not set. */
export function requiredFor(cdn: string, env: ParsedEnv, name: string): string {
  const value = env[name] as string | undefined;
  if (!value) throw new ConfigError(name, `is required when CDN is "${cdn}"`);
  return value;
}

/** Purges a shared cache by key; throws a PurgeFailure. */
export type CdnPurger = {
  /** The most keys one request may name (the CDN's own limit). */
  maxKeys: number;
  purge(keys: readonly string[]): Promise<void>;
};

/**
 * One shared cache the site can purge, as its folder under server/cdn/ declares it: the registry lists these, and
 * the configuration and the publish plugin find the chosen one there and name none.
 */
export type CdnDefinition<Settings> = {
  name: string;
  /** Its variables, merged into the one environment schema (validated at start). */
  env: z.ZodRawShape;
  /** Its settings from the checked environment; throws a ConfigError naming a missing variable. */
  settings(env: ParsedEnv): Settings;
  create(settings: Settings, deps: { timeoutMs: number }): CdnPurger;
};

/** The chosen CDN with its settings bound. */
export type ActiveCdn = { name: string; create(deps: { timeoutMs: number }): CdnPurger };

export type RegisteredCdn = Pick<CdnDefinition<unknown>, 'name' | 'env'> & { activate(env: ParsedEnv): ActiveCdn };

export function registerCdn<Settings>(definition: CdnDefinition<Settings>): RegisteredCdn {
  return {
    name: definition.name,
    env: definition.env,
    activate(env) {
      const settings = definition.settings(env);
      return { name: definition.name, create: (deps) => definition.create(settings, deps) };
    },
  };
}
