/** /jobs/{slug}: one open post with its description and the apply link. An unknown or expired post is the 404. */
import { Link, Navigate } from 'react-router';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useJobPost } from '../api/job-detail.ts';
import { JobFacts } from '../components/job-facts.tsx';

function JobDetailPage({ params }: { params: Record<string, string> }) {
  const post = useJobPost(params.slug ?? '');
  usePageMetaOverride(
    post.data
      ? {
          input: {
            title: `${post.data.title} at ${post.data.company}`,
            description: `${post.data.title} at ${post.data.company}, ${post.data.location}.`,
          },
        }
      : null,
  );
  if (post.isPending)
    return (
      <div aria-busy="true" className="mx-auto w-full max-w-3xl flex-1 p-6">
        <p className="sr-only">Loading the job post…</p>
      </div>
    );
  if (post.isError) {
    if (post.error.status === 404 || post.error.code === 404) return <Navigate to="/fourofour" replace />;
    return (
      <div className="mx-auto w-full max-w-3xl flex-1 p-6">
        <h1 className="text-2xl font-bold text-fg">The job post could not be loaded</h1>
      </div>
    );
  }
  const job = post.data;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-3 px-4 py-8 sm:px-6">
      <p className="text-sm text-fg-muted">
        <Link to="/jobs" className="hover:underline">
          Jobs
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-fg">{job.title}</h1>
      <JobFacts job={job} />
      <p className="text-xs text-fg-muted">
        Posted {job.posted_on} · open until {job.expires_on}
      </p>
      {job.description_html && <MarkdownHtml html={job.description_html} />}
      <div>
        <a
          href={job.apply_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'lg')}
        >
          Apply
        </a>
      </div>
    </article>
  );
}

export default JobDetailPage;
