/** /interview-experiences/review: moderators' queue, oldest first; each opens the experience with the decision panel. */
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useIsModerator } from '../api/my-roles.ts';
import { useReviewQueue } from '../api/review-queue.ts';
import { ExperienceCard } from '../components/experience-card.tsx';

function ReviewQueuePage() {
  const auth = useAuth();
  const isModerator = useIsModerator(auth.user?.id ?? null);
  const queue = useReviewQueue(isModerator);
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Review interview experiences</h1>
      <section aria-label="Waiting for review" className="mt-6">
        {!isModerator ? (
          <p className="text-sm text-fg">Only moderators can review interview experiences.</p>
        ) : queue.isPending ? (
          <p className="text-sm text-fg-muted">Loading…</p>
        ) : queue.isError ? (
          <p className="text-sm text-fg">The queue could not be loaded.</p>
        ) : queue.data.experiences.length === 0 ? (
          <p className="text-sm text-fg">Nothing is waiting for review.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {queue.data.experiences.map((experience) => (
              <ExperienceCard key={experience.slug} experience={experience} showStatus />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default ReviewQueuePage;
