/**
 * One read at a time, and at most one waiting: a caller that comes while a read runs gets the next read, which
 * starts once the running one ends, so it never gets an answer begun before it asked. A burst of publishes (an
 * import publishes hundreds) costs two reads of a list, not one each.
 */
export function trailingRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;
  const start = (): Promise<T> => {
    running = read().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    waiting ??= running
      .catch(() => undefined)
      .then(() => {
        waiting = undefined;
        return start();
      });
    return waiting;
  };
}
