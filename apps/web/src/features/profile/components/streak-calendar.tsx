/**
 * The streak calendar heatmap: one IST month from the monthly streak map, Monday first, each day active (earned
 * EXP or solved something), missed, or still to come; arrows step through months, never past the current one.
 */
import { useState } from 'react';
import { clsx } from 'clsx';
import {
  addDays,
  daysInMonth,
  istDate,
  istWeekday,
  startOfIstMonth,
} from '@katana/shared/engagement/ist-time';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import { useMonthlyStreak, type MonthlyStreakMap } from '../api/monthly-streak.ts';
import type { ViewerId } from '../api/paths.ts';
import { Panel, PanelError, PanelLoading } from './panel.tsx';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function monthLabel(first: string): string {
  return `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
}

function dayLabel(date: string, state: 'active' | 'missed' | 'future'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const text = state === 'active' ? 'active' : state === 'future' ? 'upcoming' : 'no activity';
  return `${d} ${MONTHS[m - 1]} ${y}: ${text}`;
}

type Day = MonthlyStreakMap['days'][number];

/** The month's days in weeks of seven, Monday first; `lead` blanks before the 1st. */
function weeks(lead: number, days: Day[]): (Day | null)[][] {
  const cells: (Day | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  const rows: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

export function StreakCalendar({ viewer }: { viewer: ViewerId }) {
  const now = useClock()();
  const today = istDate(now);
  const thisMonth = startOfIstMonth(today);
  const [month, setMonth] = useState(thisMonth);
  const map = useMonthlyStreak(viewer, month);
  const prev = startOfIstMonth(addDays(month, -1));
  const next = addDays(month, daysInMonth(month));

  let body;
  if (map.isError) body = <PanelError onRetry={() => void map.refetch()} />;
  else if (!map.data) body = <PanelLoading label="Loading the streak calendar" />;
  else {
    const days = map.data.days;
    const lead = days.length > 0 ? istWeekday(days[0]!.date) - 1 : 0;
    const active = days.filter((d) => d.active).length;
    body = (
      <>
        {/* A table of weeks (rows) and weekdays (columns); the rows are `contents` so the 7-column grid lays out the cells. */}
        <div
          className="grid grid-cols-7 gap-1.5 text-center"
          role="table"
          aria-label={`Streak calendar, ${monthLabel(map.data.start_date)}`}
        >
          <div role="row" className="contents">
            {WEEKDAYS.map((w) => (
              <span key={w} role="columnheader" className="pb-1 text-[11px] font-medium text-fg-subtle">
                {w}
              </span>
            ))}
          </div>
          {weeks(lead, days).map((week, i) => (
            <div key={i} role="row" className="contents">
              {week.map((d, j) => {
                if (!d) return <span key={`blank-${j}`} role="cell" aria-hidden="true" />;
                const state = d.active ? 'active' : d.future ? 'future' : 'missed';
                return (
                  <span
                    key={d.date}
                    role="cell"
                    aria-label={dayLabel(d.date, state)}
                    data-state={state}
                    title={dayLabel(d.date, state)}
                    className={clsx(
                      'grid aspect-square place-items-center rounded-md text-xs font-medium',
                      state === 'active' &&
                        'bg-orange-700 text-white dark:bg-orange-400 dark:text-neutral-950',
                      state === 'missed' && 'bg-surface-muted text-fg-muted',
                      state === 'future' && 'border border-dashed border-line text-fg-subtle',
                      d.date === today && 'ring-2 ring-accent ring-offset-1 ring-offset-surface',
                    )}
                    {...(d.date === today ? { 'aria-current': 'date' as const } : {})}
                  >
                    {Number(d.date.slice(8))}
                  </span>
                );
              })}
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
          <span>
            {active} active {active === 1 ? 'day' : 'days'} this month
          </span>
          <span className="flex items-center gap-3">
            <span className="flex items-center gap-1">
              <span className="size-3 rounded-sm bg-orange-700 dark:bg-orange-400" aria-hidden="true" />{' '}
              Active
            </span>
            <span className="flex items-center gap-1">
              <span className="size-3 rounded-sm bg-surface-muted" aria-hidden="true" /> No activity
            </span>
          </span>
        </div>
      </>
    );
  }

  return (
    <Panel
      title="Streak calendar"
      aside={
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={iconButtonClasses}
            aria-label="Previous month"
            onClick={() => setMonth(prev)}
          >
            <ChevronIcon direction="left" />
          </button>
          <span className="min-w-28 text-center text-sm font-medium text-fg">{monthLabel(month)}</span>
          <button
            type="button"
            className={`${iconButtonClasses} disabled:pointer-events-none disabled:opacity-40`}
            aria-label="Next month"
            disabled={month >= thisMonth}
            onClick={() => setMonth(next)}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      }
    >
      {body}
    </Panel>
  );
}
