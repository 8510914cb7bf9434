import { z } from 'zod';

// The rules environment variables are read with, shared by the app's own variables (config.ts) and each
// content provider's (server/content/<name>/definition.ts). Each rule's message completes "<VARIABLE> ...".

/** A configuration mistake, reported at start as one line that names the variable. */
export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`${variable} ${problem}`);
    this.variable = variable;
    this.name = 'ConfigError';
  }
}

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
export const got = (issue: { input?: unknown }) => `(got "${String(issue.input)}")`;
export const text = () => z.preprocess(blankToUndefined, z.string().optional());

export function checked(test: (value: string) => boolean, problem: string) {
  return text().refine((value) => value === undefined || test(value), { error: (issue) => `${problem} ${got(issue)}` });
}

export const wholeNumber = (fallback: number, min: number, max: number) =>
  checked(
    (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
    `must be a whole number from ${min} to ${max}`,
  ).transform((value) => (value === undefined ? fallback : Number(value)));

export const flag = () =>
  checked((value) => /^(true|1|false|0)$/i.test(value), 'must be "true" or "false"').transform(
    (value) => value !== undefined && /^(true|1)$/i.test(value),
  );

export function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const httpUrl = () => checked(isHttpUrl, 'must be an http(s) URL');
export const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;
export const email = (fallback: string) =>
  checked((value) => EMAIL.test(value), 'must be an e-mail address').transform((value) => value ?? fallback);
