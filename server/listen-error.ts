/** A port the server cannot listen on (taken, or not allowed): names the variable that chose it. */
export class ListenError extends Error {
  constructor(variable: 'PORT' | 'METRICS_PORT', host: string, port: number, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException)?.code;
    const why =
      code === 'EADDRINUSE'
        ? 'is already in use'
        : code === 'EACCES'
          ? 'needs privileges this process does not have'
          : `cannot be listened on (${(cause as Error)?.message ?? String(cause)})`;
    super(`${variable}: ${host}:${port} ${why}`, { cause });
    this.name = 'ListenError';
  }
}

/** Runs a listen call; a failure becomes a ListenError naming the variable. */
export async function listenAs<T>(
  variable: 'PORT' | 'METRICS_PORT',
  host: string,
  port: number,
  listen: () => Promise<T>,
) {
  try {
    return await listen();
  } catch (error) {
    throw new ListenError(variable, host, port, error);
  }
}
