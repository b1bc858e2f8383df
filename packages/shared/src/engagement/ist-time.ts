/**
 * Calendar arithmetic in the product's time zone (spec 02 §9 "Timezone IST +05:30"; spec 03 §9 "IST (offset 330
 * minutes)"). Streak days and leaderboard weeks are Asia/Kolkata days. India has no daylight saving, so a fixed
 * offset is exact and needs no tz database. Every function takes the instant it works on; nothing reads the clock.
 */

export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;
export const DAY_SECONDS = 86_400;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** An IST calendar day as 'YYYY-MM-DD'. */
export type IstDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of the IST calendar day that contains the instant. */
export function istDayNumber(epochMs: number): number {
  return Math.floor((epochMs + IST_OFFSET_MS) / DAY_MS);
}

export function dayNumberToIstDate(dayNumber: number): IstDate {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The IST calendar day ('YYYY-MM-DD') of an instant. */
export function istDate(epochMs: number): IstDate {
  return dayNumberToIstDate(istDayNumber(epochMs));
}

export function isIstDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(day).toISOString().slice(0, 10) === value;
}

/** Day number of a 'YYYY-MM-DD' date; throws on a malformed or impossible date (2024-02-30). */
export function istDateToDayNumber(date: IstDate): number {
  if (!isIstDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const m = DATE_RE.exec(date)!;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** The instant (epoch ms) at which the IST day begins: 00:00 IST = 18:30 UTC of the day before. */
export function startOfIstDay(date: IstDate): number {
  return istDateToDayNumber(date) * DAY_MS - IST_OFFSET_MS;
}

export function addDays(date: IstDate, days: number): IstDate {
  return dayNumberToIstDate(istDateToDayNumber(date) + days);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IstDate, b: IstDate): number {
  return istDateToDayNumber(b) - istDateToDayNumber(a);
}

/** ISO weekday of an IST date: 1 = Monday ... 7 = Sunday. 1970-01-01 was a Thursday. */
export function istWeekday(date: IstDate): number {
  return ((((istDateToDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** First day of the IST month containing the date. */
export function startOfIstMonth(date: IstDate): IstDate {
  return `${date.slice(0, 7)}-01`;
}

export function daysInMonth(date: IstDate): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** '5 Mar 2024' (spec 03 §9's date style). */
export function formatIstDate(date: IstDate, withYear = true): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dayMonth = `${d} ${MONTHS[m - 1]}`;
  return withYear ? `${dayMonth} ${y}` : dayMonth;
}
