/**
 * The header streak widget (spec 01 §6 "streak"; "Streak response: current_streak, longest_streak"): the current
 * streak beside a flame, the longest in its label and tooltip. Nothing for visitors, nothing when the call fails
 * (spec 01 "Failed header-data calls: silently ignored"). A DAILY_STREAK_UPGRADED toast updates it live.
 * Lazily loaded by the app shell.
 */
import { clsx } from 'clsx';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useStreak } from '../../../lib/api/streak.ts';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export default function StreakWidget() {
  const viewer = useAuth().user?.id ?? null;
  const streak = useStreak(viewer, { refetchOnWindowFocus: false });
  if (viewer === null || streak.isError) return null;
  if (!streak.data) {
    return (
      <span
        role="status"
        aria-label="Loading streak"
        className="block h-9 w-14 animate-pulse rounded-lg bg-surface-muted"
      />
    );
  }
  const { current_streak: current, longest_streak: longest } = streak.data;
  const label = `Current streak: ${days(current)}. Longest streak: ${days(longest)}.`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="streak-widget"
      className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold tabular-nums"
    >
      <FlameIcon className={clsx(current > 0 ? 'text-orange-500' : 'text-fg-subtle')} />
      <span>{current}</span>
      <span className="hidden text-xs font-normal text-fg-muted min-[1440px]:inline">/ {longest} best</span>
    </span>
  );
}
