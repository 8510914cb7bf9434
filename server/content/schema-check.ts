import { Ajv } from 'ajv';
import type { ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';

// The content model is JSON Schema throughout (src/model/content-schema.ts): Fastify serialises answers with it,
// and content that comes in (markdown front matter, CMS entries, export files) is checked against it here, with
// the same validator Fastify uses.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
ajvErrors(ajv);

export type SchemaCheck<T> = (value: unknown) => { ok: true; value: T } | { ok: false; problems: string };

function describe(error: ErrorObject): string {
  const field = error.instancePath.slice(1).replaceAll('/', '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  if (error.keyword === 'required' && missing) return `${field ? `${field}.` : ''}${missing}: is required`;
  if (error.keyword === 'additionalProperties' && extra)
    return `${field ? `${field}.` : ''}${extra}: is not a known field`;
  return `${field || '(whole)'}: ${error.message ?? 'is not valid'}`;
}

/** A check of one schema: the value typed as T, or one line per problem, "field: message". */
export function schemaCheck<T>(schema: object): SchemaCheck<T> {
  const validate = ajv.compile<T>(schema);
  return (value) =>
    validate(value) ? { ok: true, value } : { ok: false, problems: (validate.errors ?? []).map(describe).join('; ') };
}
