const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * "March 3, 2026". Read as a calendar date in UTC so the server and every visitor's browser agree
 * (no hydration mismatch, no off-by-one day west of Greenwich).
 */
export function formatLongDate(value: string): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : LONG_US.format(date);
}
