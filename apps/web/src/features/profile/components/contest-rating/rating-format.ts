/** Dates of the rating widget: contest days on the IST calendar like the rest of the product. */
const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const MONTH_ONLY = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'Asia/Kolkata' });
const YEAR = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** `date` is epoch seconds, as user_rating_data sends it. */
export function ratingDay(date: number): string {
  return DAY.format(new Date(date * 1000));
}

export function ratingMonth(date: number): string {
  return MONTH.format(new Date(date * 1000));
}

/**
 * The history graph's x-axis labels, one per contest: a month is written at its first contest only, so contests
 * in the same month do not repeat along the axis; the full year goes with the first label and with the first month
 * of each new year ("Dec 2025", "Jun 2026", "Jul"), so a history that spans years says which.
 */
export function historyTickLabels(dates: readonly number[]): string[] {
  return dates.map((date, i) => {
    const at = new Date(date * 1000);
    const month = ratingMonth(date);
    if (i > 0 && ratingMonth(dates[i - 1]!) === month) return '';
    const previous = i > 0 ? new Date(dates[i - 1]! * 1000) : null;
    return previous && YEAR.format(previous) === YEAR.format(at) ? MONTH_ONLY.format(at) : month;
  });
}
