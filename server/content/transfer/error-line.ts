/**
 * An error as one line for an operator, with nothing of a credential in it. The Contentful SDKs put the whole
 * request in an error's message (as JSON, the token's last characters included): only its status and message
 * are kept. Any `Bearer ...` left in another SDK's message is cut out too.
 */
export function errorLine(error: unknown): string {
  let line = error instanceof Error ? error.message : String(error);
  try {
    const dump = JSON.parse(line) as { status?: unknown; statusText?: unknown; message?: unknown };
    if (dump && typeof dump === 'object' && 'status' in dump)
      line =
        [dump.status, dump.statusText].filter(Boolean).join(' ') + (dump.message ? `: ${String(dump.message)}` : '');
  } catch {
    // Not a dump: the message is the line.
  }
  return line
    .replace(/Bearer\s+\S+/gi, 'Bearer [hidden]')
    .replace(/\s+/g, ' ')
    .trim();
}
