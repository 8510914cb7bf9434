/**
 * The one reading of a content date: YYYY-MM-DD is that calendar day at 00:00 UTC (so the server and every
 * visitor's browser agree, and nobody west of Greenwich sees the day before); anything else is parsed as a
 * full timestamp. Undefined when the value is not a date.
 */
export function parseContentDate(value: string): Date | undefined {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** YYYY-MM-DD in UTC, as sitemaps want it. */
export const isoDay = (value: string) => parseContentDate(value)?.toISOString().slice(0, 10);
