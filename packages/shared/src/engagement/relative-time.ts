/**
 * Relative time labels (spec 03 §9): under 60 seconds 'A few seconds ago', then minutes up to 1 hour, hours up to
 * 1 day, days up to 30 days, months up to a year, else a date like 5 Mar 2024. Used by the notification drawer and
 * the EXP history.
 *
 * Choices where the spec is silent:
 * - Plural labels: '1 minute ago' / '5 minutes ago' (spec 03 §9 says plural labels exist).
 * - A month is 30 days, a year 365 days, so 'days up to 30' hands over to '1 month ago' exactly at 30 days.
 * - The fallback date is the IST calendar day (the product's time zone), so server and browser agree.
 * - A time in the future (clock skew between server and browser) reads 'A few seconds ago' rather than a
 *   negative count.
 */
import { formatIstDate, istDate } from './ist-time.ts';

export const FEW_SECONDS_AGO = 'A few seconds ago';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** Label for an instant `thenMs` seen at `nowMs` (both epoch ms). */
export function relativeTimeLabel(thenMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds < MINUTE) return FEW_SECONDS_AGO;
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return ago(Math.floor(seconds / DAY), 'day');
  if (seconds < YEAR) return ago(Math.floor(seconds / MONTH), 'month');
  return formatIstDate(istDate(thenMs));
}
