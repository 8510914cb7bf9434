import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line: an editor's preview link carries the secret. */
const SECRET_PARAMS = /([?&](?:secret|token)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** The server's logger: Fastify's request line, with secrets in the query string blanked out. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
