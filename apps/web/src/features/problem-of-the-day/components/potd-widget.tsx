/**
 * The header's problem-of-the-day widget (spec 01 §6 "Authenticated user: ... problem of the day"): a calendar
 * button that opens today's problem (in the classroom's POTD mode), ticked once it is solved. On its first appearance in this browser it shows
 * the POTD tooltip (a local flag remembers it), except on classrooms, test-series tests and the POTD pages.
 * Nothing for visitors or when the call fails (spec 01 "Failed header-data calls: silently ignored").
 * Lazily loaded by the app shell.
 */
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { matchRoute } from '@katana/shared/routes';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useTodayProblem } from '../api/today.ts';
import { markTooltipSeen, POTD_TOOLTIP_HIDDEN_ON, tooltipSeen } from '../hooks/tooltip-seen.ts';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PotdTooltip } from './potd-tooltip.tsx';

const WIDE_QUERY = '(min-width: 1440px)';

export default function PotdWidget() {
  const viewer = useAuth().user?.id ?? null;
  const today = useTodayProblem(viewer, viewer !== null);
  const wide = useMediaQuery(WIDE_QUERY);
  const kind = matchRoute(useLocation().pathname).kind;
  const anchor = useRef<HTMLDivElement>(null);
  const [tooltip, setTooltip] = useState(false);
  const ready = Boolean(today.data);
  const allowedHere = !POTD_TOOLTIP_HIDDEN_ON.has(kind);

  useEffect(() => {
    if (!ready || !allowedHere || tooltipSeen()) return;
    // Shown once: the flag is set as it appears, so a reload or another tab does not show it again.
    markTooltipSeen();
    setTooltip(true);
  }, [ready, allowedHere]);

  // Moving to a page where it is not allowed closes it.
  useEffect(() => {
    if (!allowedHere) setTooltip(false);
  }, [allowedHere]);

  if (viewer === null || today.isError) return null;
  if (!today.data) {
    return (
      <span
        role="status"
        aria-label="Loading problem of the day"
        className="block size-9 animate-pulse rounded-lg bg-surface-muted"
      />
    );
  }
  const { problem, solved } = today.data;
  const label = `Problem of the day: ${problem.name}${solved ? ' (solved)' : ''}`;
  // From 1440 px the link shows 'POTD': its name starts with the text a speech user sees and says (WCAG 2.5.3).
  const name = wide ? `POTD, ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
  return (
    <div ref={anchor} className="relative">
      <Link
        to={`/problem-of-the-day/${today.data.date}`}
        aria-label={name}
        title={label}
        data-testid="potd-widget"
        className="relative inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <CalendarIcon className={clsx(solved ? 'text-emerald-600 dark:text-emerald-400' : 'text-accent')} />
        <span className="hidden min-[1440px]:inline">POTD</span>
        {!solved && (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1.5 size-2 rounded-full bg-orange-500 min-[1440px]:hidden"
          />
        )}
      </Link>
      {tooltip && <PotdTooltip anchor={anchor} onClose={() => setTooltip(false)} />}
    </div>
  );
}
