import { parseContentDate } from '../../model/content-date.ts';

// Spelled out rather than Intl.DateTimeFormat: the browser's first Intl formatter loads its locale data in
// one uninterruptible call of about 20 ms (90 ms on a phone-speed CPU) while a page hydrates, for one
// English format (docs/performance.md). tests/unit/format-date.test.ts holds it equal to Intl's en-US.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 3, 2026", in UTC like every other reading of a content date; empty when there is none. */
export function formatLongDate(value: string): string {
  const date = parseContentDate(value);
  if (!date) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
