import { describe, expect, it } from 'vitest';
import { abLine, judgeAb } from '../../scripts/bench/ab-verdict.ts';
import { lighthouseRun } from './lighthouse-figures.ts';

const runs = (tbts: number[]) => tbts.map((tbtMs) => lighthouseRun('/blog', { tbtMs }));

describe('an A/B of a piece of lab-only code', () => {
  it('shows an effect only when the piece saves more than either build spreads over its own runs', () => {
    expect(judgeAb('tbtMs', runs([40, 45, 50, 55, 60]), runs([90, 95, 100, 105, 110]))).toMatchObject({
      withMedian: 50,
      withoutMedian: 100,
      effect: 50,
      spread: 10,
      shows: true,
    });
    // The same saving, but the middle of one build's runs spreads over more than it.
    expect(judgeAb('tbtMs', runs([20, 25, 50, 80, 90]), runs([90, 95, 100, 105, 110]))).toMatchObject({
      effect: 50,
      spread: 55,
      shows: false,
    });
  });

  it('is not undone by one run that a busy moment hit', () => {
    // The route preloads' time to interactive on /blog, 2026-12-02: 8 of the 10 runs 250 ms or more apart.
    const withPreloads = [1528, 1575, 2748, 1593, 1510].map((ttiMs) => lighthouseRun('/blog', { ttiMs }));
    const without = [1886, 1908, 1877, 1857, 1877].map((ttiMs) => lighthouseRun('/blog', { ttiMs }));
    expect(judgeAb('ttiMs', withPreloads, without)).toMatchObject({ effect: 302, spread: 65, shows: true });
  });

  it('does not count a piece that makes the figure worse, however clearly', () => {
    expect(judgeAb('tbtMs', runs([100, 101, 102, 103, 104]), runs([50, 51, 52, 53, 54]))).toMatchObject({
      effect: -50,
      shows: false,
    });
  });

  it('counts any saving on a figure that does not vary between runs', () => {
    const withPiece = [1, 2, 3].map(() => lighthouseRun('/', { bytes: 1000 }));
    const without = [1, 2, 3].map(() => lighthouseRun('/', { bytes: 1010 }));
    expect(judgeAb('bytes', withPiece, without)).toMatchObject({ effect: 10, spread: 0, shows: true });
  });

  it('reads as one line of the A/B list', () => {
    const verdicts = [judgeAb('tbtMs', runs([40, 45, 50, 55, 60]), runs([45, 50, 55, 60, 65]))];
    expect(abLine('lazy-card-groups', '/blog', 5, verdicts)).toBe(
      'lazy-card-groups on /blog, 5 pairs: tbtMs 50 with, 55 without (spread 10): no effect beyond the spread',
    );
  });
});
