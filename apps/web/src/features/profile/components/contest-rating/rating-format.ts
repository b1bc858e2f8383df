/** Dates of the rating widget: contest days on the IST calendar like the rest of the product. */
const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'Asia/Kolkata' });

/** `date` is epoch seconds, as user_rating_data sends it. */
export function ratingDay(date: number): string {
  return DAY.format(new Date(date * 1000));
}

export function ratingMonth(date: number): string {
  return MONTH.format(new Date(date * 1000));
}

/**
 * The history graph's x-axis labels, one per contest: a month is written at its first contest only, so contests
 * in the same month do not repeat "Jun 26" along the axis.
 */
export function historyTickLabels(dates: readonly number[]): string[] {
  return dates.map((date, i) => {
    const month = ratingMonth(date);
    return i > 0 && ratingMonth(dates[i - 1]!) === month ? '' : month;
  });
}
