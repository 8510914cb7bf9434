import { parseContentDate } from '../../model/content-date.ts';

const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "March 3, 2026", in UTC like every other reading of a content date; empty when there is none. */
export function formatLongDate(value: string): string {
  const date = parseContentDate(value);
  return date ? LONG_US.format(date) : '';
}
