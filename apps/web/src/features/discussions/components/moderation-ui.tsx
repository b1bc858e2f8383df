/** Small pieces the moderation page's tabs share: notices, error lines, cards, and a learner's name as a link. */
import { Link } from 'react-router';
import type { ModerationPerson } from '@katana/shared/api/discussions';
import { SectionCard } from './section-card.tsx';

export const when = (iso: string) => new Date(iso).toLocaleString();
export const cell = 'px-2 py-2 align-top sm:px-3';
export const inputClasses = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';

export function Notice({ children, alert }: { children: React.ReactNode; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className="rounded-2xl border border-line bg-surface p-6 text-center text-sm text-fg-muted"
    >
      {children}
    </p>
  );
}

export function ErrorLine({ error }: { error: { message: string } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {error.message}
    </p>
  );
}

/** A card section of the moderation page. */
export function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="moderation">
      {children}
    </SectionCard>
  );
}

/** "Asha Rao (@asha)" linking to the learner's profile. */
export function PersonLink({ person }: { person: ModerationPerson }) {
  return (
    <Link to={person.profile_url} className="text-accent">
      {person.screen_name ? `${person.name} (@${person.screen_name})` : person.name}
    </Link>
  );
}
