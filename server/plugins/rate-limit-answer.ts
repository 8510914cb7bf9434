import type { errorResponseBuilderContext } from '@fastify/rate-limit';

/**
 * What a visitor over a route's rate limit is told, as a 429 the app's error handler answers in JSON: what they
 * sent too much of, and in how many minutes they may try again.
 */
export const tooManyFromYourAddress = (what: string) => (_request: unknown, context: errorResponseBuilderContext) =>
  Object.assign(
    new Error(`Too many ${what} from your address; please try again in ${Math.ceil(context.ttl / 60_000)} minutes`),
    { statusCode: 429 },
  );
