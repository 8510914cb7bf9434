import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/features/content/format-date.ts';

const intlLongUs = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

describe('formatLongDate', () => {
  it('writes every day from 1990 to 2100 as Intl does for en-US in UTC', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1990, 0, 1); time <= Date.UTC(2100, 11, 31); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      const expected = intlLongUs.format(new Date(time));
      if (formatLongDate(day) !== expected) mismatches.push(`${day}: ${formatLongDate(day)} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('reads a full timestamp in UTC, so a late-evening post keeps its calendar day there', () => {
    expect(formatLongDate('2026-03-03')).toBe('March 3, 2026');
    expect(formatLongDate('2026-03-03T23:30:00-05:00')).toBe('March 4, 2026');
    expect(formatLongDate('2025-12-31T23:59:59Z')).toBe('December 31, 2025');
  });

  it('is empty when there is no date or it is not one', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('next Tuesday')).toBe('');
  });
});
