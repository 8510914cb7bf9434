import { formatLongDate } from '../content/format-date.ts';
export const f = formatLongDate;
