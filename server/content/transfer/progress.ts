import type { WriteStream } from 'node:tty';

const BAR_WIDTH = 30;

/**
 * How far a long run is: entries done of the total, and the images handled so far; a bar redrawn in place on a
 * terminal, a line every tenth of the way elsewhere.
 */
export function createProgress(stream: NodeJS.WritableStream & Partial<Pick<WriteStream, 'isTTY'>>, label: string) {
  let total = 0;
  let done = 0;
  let images = 0;
  let lastTenth = -1;
  const imagesSoFar = () => (images ? `, images ${images}` : '');
  function show() {
    if (stream.isTTY) {
      const filled = total ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}${imagesSoFar()}`,
      );
      return;
    }
    const tenth = total ? Math.floor((done / total) * 10) : 10;
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    stream.write(`${label}: ${done}/${total}${imagesSoFar()}\n`);
  }
  return {
    start(count: number) {
      total = count;
      done = 0;
      show();
    },
    tick() {
      done += 1;
      show();
    },
    /** One more image fetched, copied or read for upload; shown with the next entry. */
    image() {
      images += 1;
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
