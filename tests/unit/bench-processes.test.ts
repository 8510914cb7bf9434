import { describe, expect, it } from 'vitest';
import { startContentfulFake } from '../fakes/contentful-fake.ts';
import { closeAtEnd, stopAll } from '../../scripts/bench/processes.ts';

describe('the end of a bench', () => {
  it('closes the fakes it runs in its own process, so a failed bench exits instead of waiting on them', async () => {
    const fake = closeAtEnd(await startContentfulFake());
    await expect(fetch(fake.url)).resolves.toBeInstanceOf(Response);
    await stopAll();
    await expect(fetch(fake.url)).rejects.toThrow();
    // Called again when the bench ends after its last measurement: nothing left to close, and no error.
    await expect(stopAll()).resolves.toBeUndefined();
  });
});
