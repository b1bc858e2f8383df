/** /interview-experiences/mine: the learner's own experiences with their review status (and a rejection's reason). */
import { Link } from 'react-router';
import { InterviewExperienceWebPaths } from '@katana/shared/api/interview-experiences';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useMyExperiences } from '../api/my-experiences.ts';
import { ExperienceCard } from '../components/experience-card.tsx';

function MyExperiencesPage() {
  const mine = useMyExperiences();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">My interview experiences</h1>
        <Link to={InterviewExperienceWebPaths.write} className={buttonClasses('primary')}>
          Share your experience
        </Link>
      </div>
      <section aria-label="My experiences" className="mt-6">
        {mine.isPending ? (
          <p className="text-sm text-fg-muted">Loading…</p>
        ) : mine.isError ? (
          <p className="text-sm text-fg">Your experiences could not be loaded.</p>
        ) : mine.data.experiences.length === 0 ? (
          <p className="text-sm text-fg">You have not written an interview experience yet.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {mine.data.experiences.map((experience) => (
              <ExperienceCard key={experience.slug} experience={experience} showStatus />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default MyExperiencesPage;
