/** Times on event pages: IST like the rest of the product. */
const WHEN = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export function eventWhen(iso: string): string {
  return `${WHEN.format(new Date(iso))} IST`;
}

export function eventDuration(startIso: string, endIso: string): string {
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  const days = Math.floor(minutes / 1440);
  if (days >= 1) return days === 1 ? '1 day' : `${days} days`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
