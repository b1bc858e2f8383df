/** A league zone as a coloured chip: promotion (moves up a tier at week end), safe, demotion (moves down). */
import { clsx } from 'clsx';
import type { LeagueZone } from '@katana/shared/engagement/leagues';

export const ZONE_LABELS: Record<LeagueZone, string> = {
  promotion: 'Promotion zone',
  safe: 'Safe zone',
  demotion: 'Demotion zone',
};

const ZONE_TONES: Record<LeagueZone, string> = {
  promotion: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  safe: 'bg-surface-muted text-fg-muted',
  demotion: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function ZoneChip({ zone }: { zone: LeagueZone }) {
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', ZONE_TONES[zone])}>
      {ZONE_LABELS[zone]}
    </span>
  );
}
