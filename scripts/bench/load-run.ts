import autocannon from 'autocannon';

export type LoadFigures = { rps: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

/**
 * A fixed-length run of the load generator against one URL. Without `acceptEncoding` bodies are sent as they
 * are; with `br`, as a browser asks for them (docs/performance.md, "Load").
 */
export async function load(
  url: string,
  options: { seconds: number; connections: number; acceptEncoding?: 'br' },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    pipelining: 1,
    ...(options.acceptEncoding ? { headers: { 'accept-encoding': options.acceptEncoding } } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
