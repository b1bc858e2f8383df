/** The navbar EXP widget (spec 02 §2), built by the engagement issue. Lazily loaded by the app shell, so it never weighs on a page's first load. */
export default function ExpWidget() {
  return null;
}
