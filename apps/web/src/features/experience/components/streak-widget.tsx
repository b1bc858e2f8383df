/** The header streak widget (spec 01 header widgets). Lazily loaded by the app shell, so it never weighs on a page's first load. */
export default function StreakWidget() {
  return null;
}
