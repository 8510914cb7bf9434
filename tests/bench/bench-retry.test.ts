import { describe, expect, it, vi } from 'vitest';
import { LighthouseRecordingError, retryUnrecorded } from '../../scripts/bench/lighthouse-run.ts';

/** A Lighthouse stand-in that fails with the given errors, in order, and then reports a run. */
function flaky(errors: Error[]) {
  let calls = 0;
  const run = async () => {
    calls += 1;
    const error = errors[calls - 1];
    if (error) throw error;
    return { tbtMs: 42 };
  };
  return { run, calls: () => calls };
}

const noNavstart = () => new LighthouseRecordingError('NO_NAVSTART', 'Lighthouse failed on /: no navigation start');

describe('a Lighthouse run that could not be recorded', () => {
  it('is run again, and the next recorded run is the one kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lighthouse = flaky([noNavstart(), noNavstart()]);
    await expect(retryUnrecorded(lighthouse.run, '/')).resolves.toEqual({ tbtMs: 42 });
    expect(lighthouse.calls()).toBe(3);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'Lighthouse could not record / (NO_NAVSTART); running it again (2 of 3).',
      'Lighthouse could not record / (NO_NAVSTART); running it again (3 of 3).',
    ]);
    warn.mockRestore();
  });

  it('ends the bench with its error after the third try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lighthouse = flaky([noNavstart(), noNavstart(), noNavstart()]);
    await expect(retryUnrecorded(lighthouse.run, '/')).rejects.toThrow('no navigation start');
    expect(lighthouse.calls()).toBe(3);
    warn.mockRestore();
  });

  it('is not run again for any other error, such as a site that does not answer', async () => {
    const lighthouse = flaky([new Error('connect ECONNREFUSED 127.0.0.1:4511')]);
    await expect(retryUnrecorded(lighthouse.run, '/')).rejects.toThrow('ECONNREFUSED');
    expect(lighthouse.calls()).toBe(1);
  });
});
