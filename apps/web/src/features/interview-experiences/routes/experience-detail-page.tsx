/**
 * /interview-experiences/:slug: one experience, round by round, with the questions (server-rendered Markdown), the
 * catalogue problems it links (opening them carries the submission source "interview experience"), the outcome,
 * the author and the date. The shell header is hidden here (spec 01), so the page brings its own top bar. The author
 * sees the review status and may edit or delete; a moderator may approve or reject a pending one.
 */
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  InterviewExperienceWebPaths,
  OUTCOME_LABELS,
  ROUND_KIND_LABELS,
  type ExperienceDetail,
} from '@katana/shared/api/interview-experiences';
import { interviewExperiencePageInput } from '@katana/shared/page-meta';
import { withSubmissionSource } from '@katana/shared/submission-source';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useDeleteExperience } from '../api/delete-experience.ts';
import { useExperienceDetail } from '../api/experience-detail.ts';
import { DemoBanner, formatDay, OutcomeBadge, StatusBadge } from '../components/experience-badges.tsx';
import { ModerationPanel } from '../components/moderation-panel.tsx';
import type { Difficulty } from '@katana/shared/api/practice-catalogue';

interface Props {
  params: Record<string, string>;
}

function headInput(e: ExperienceDetail) {
  return interviewExperiencePageInput({
    basic_details: { user_name: e.author.name, branch: e.branch, college_name: e.college?.name ?? null },
    past_experiences: [{ company_name: e.company, outcome: e.outcome ? OUTCOME_LABELS[e.outcome] : null }],
    round_details: e.rounds,
  });
}

function StatusNote({ experience }: { experience: ExperienceDetail }) {
  if (experience.status === 'published' || !experience.can_edit) return null;
  const text = {
    draft: 'This is a draft: only you can see it. Submit it for review when it is ready.',
    pending: 'Waiting for a moderator: only you and the moderators can see it until it is approved.',
    rejected: `Not approved: ${experience.rejection_reason ?? ''} Edit it and submit it again.`,
  }[experience.status];
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-fg"
    >
      <StatusBadge status={experience.status} />
      <span>{text}</span>
    </div>
  );
}

export function ExperienceDetailPage({ params }: Props) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const detail = useExperienceDetail(slug, auth.user?.id ?? null);
  const remove = useDeleteExperience();
  const [confirming, setConfirming] = useState(false);
  usePageMetaOverride(detail.data ? { input: headInput(detail.data) } : null);

  if (detail.isError && detail.error.status === 404) return <Navigate to="/fourofour" replace />;
  const e = detail.data;

  return (
    <div className="flex w-full flex-1 flex-col">
      <nav aria-label="Interview experiences" className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 w-full max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link
            to={InterviewExperienceWebPaths.list}
            className="text-sm font-medium text-accent hover:underline"
          >
            ← All interview experiences
          </Link>
          <Link to="/" className="text-sm text-fg-muted hover:text-fg">
            Home
          </Link>
        </div>
      </nav>
      <article className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-5 px-4 py-6 sm:px-6">
        {detail.isPending ? (
          <p className="text-sm text-fg-muted">Loading…</p>
        ) : !e ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">This interview experience could not be loaded.</p>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => void detail.refetch()}
            >
              Try again
            </button>
          </div>
        ) : (
          <>
            {e.is_demo && <DemoBanner />}
            <StatusNote experience={e} />
            <header className="flex flex-col gap-2">
              <h1 className="text-2xl font-bold text-fg">{e.company} interview experience</h1>
              <p className="text-base text-fg">{e.role}</p>
              <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <OutcomeBadge outcome={e.outcome} />
                <span>
                  By {e.author.name}
                  {e.branch ? ` · ${e.branch}` : ''}
                  {e.college ? ` · ${e.college.name}` : ''}
                </span>
              </div>
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                {e.interview_date && (
                  <div className="flex gap-1">
                    <dt className="text-fg-muted">Interviewed</dt>
                    <dd className="text-fg">{formatDay(e.interview_date)}</dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt className="text-fg-muted">Experience</dt>
                  <dd className="text-fg">
                    {e.experience_years === 0
                      ? 'Fresher'
                      : `${e.experience_years} ${e.experience_years === 1 ? 'year' : 'years'}`}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-fg-muted">Rounds</dt>
                  <dd className="text-fg">{e.rounds.length}</dd>
                </div>
              </dl>
              {e.can_edit && (
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={InterviewExperienceWebPaths.edit(e.slug)}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    Edit
                  </Link>
                  {confirming ? (
                    <>
                      <button
                        type="button"
                        className={buttonClasses('primary', 'sm')}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(e.slug, {
                            onSuccess: (r) => {
                              notify({ kind: 'success', title: r.message });
                              void navigate(InterviewExperienceWebPaths.mine);
                            },
                            onError: (error) => notify({ kind: 'error', title: error.message }),
                          })
                        }
                      >
                        Yes, delete it
                      </button>
                      <button
                        type="button"
                        className={buttonClasses('ghost', 'sm')}
                        onClick={() => setConfirming(false)}
                      >
                        Cancel
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className={buttonClasses('ghost', 'sm')}
                      onClick={() => setConfirming(true)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              )}
            </header>

            {e.can_moderate && e.status === 'pending' && <ModerationPanel slug={e.slug} />}

            <ol className="flex flex-col gap-4">
              {e.rounds.map((round, i) => (
                <li key={i} className="rounded-2xl border border-line bg-surface p-4">
                  <h2 className="text-lg font-semibold text-fg">
                    Round {i + 1}: {round.name || ROUND_KIND_LABELS[round.kind]}
                  </h2>
                  <p className="text-xs font-medium uppercase tracking-wide text-fg-muted">
                    {ROUND_KIND_LABELS[round.kind]}
                  </p>
                  <div className="mt-3">
                    <MarkdownHtml html={round.questions_html} />
                  </div>
                  {round.problems.length > 0 && (
                    <div className="mt-3">
                      <h3 className="text-sm font-semibold text-fg">Practise these problems</h3>
                      <ul className="mt-2 flex flex-col gap-2">
                        {round.problems.map((p) => (
                          <li key={p.slug} className="flex items-center gap-2">
                            <Link
                              className="text-sm font-medium text-accent hover:underline"
                              to={withSubmissionSource(
                                `/problems/${encodeURIComponent(p.slug)}`,
                                'interview_experience',
                                e.slug,
                              )}
                            >
                              {p.name}
                            </Link>
                            {(['EASY', 'MEDIUM', 'HARD'] as const).includes(p.difficulty as Difficulty) && (
                              <DifficultyBadge difficulty={p.difficulty as Difficulty} />
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ol>

            {e.tips_html && (
              <section className="rounded-2xl border border-line bg-surface p-4">
                <h2 className="text-lg font-semibold text-fg">Tips</h2>
                <div className="mt-2">
                  <MarkdownHtml html={e.tips_html} />
                </div>
              </section>
            )}
          </>
        )}
      </article>
    </div>
  );
}

export default ExperienceDetailPage;
