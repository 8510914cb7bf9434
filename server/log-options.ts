import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line: an editor's preview link carries the secret. */
const SECRET_PARAMS = /([?&](?:secret|token|access_token|api_key|key)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** The server's logger: Fastify's request line, with secrets in the query string blanked out. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Request lines are the app's own (server/plugins/request-log.ts); these paths are a second guard for
    // anything that ever logs a request or its headers.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
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
