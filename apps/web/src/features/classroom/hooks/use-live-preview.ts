/**
 * The document the front-end classroom's Preview frame shows, rebuilt a moment after the files change and on Run.
 * A FRONTEND page is assembled in the browser (previewDocument); a REACT page's files are first bundled by the
 * server with the judge's pinned esbuild (POST /api/v1/problems/:slug/preview), and a failed build puts its errors
 * (`App.jsx:3: message`) first in the Console tab. A slower answer for older files never replaces a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { encodeFrontendFiles, type FrontendFiles } from '@katana/shared/frontend-files';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { buildReactPreview } from '../api/react-preview.ts';
import { buildErrorLine, previewDocument, type ConsoleLine } from '../components/frontend-preview.ts';

/** Typing pauses this long before the Preview reloads. */
const PREVIEW_DELAY_MS = 700;

export function useLivePreview(
  problem: Pick<ProblemDetail, 'slug' | 'problem_type'>,
  files: FrontendFiles,
  /** The frame reloads: its console starts with these lines (a React build's errors). */
  onReload: (firstLines: ConsoleLine[]) => void,
) {
  const isReact = problem.problem_type === 'REACT';
  const [html, setHtml] = useState(() => (isReact ? previewDocument({}) : previewDocument(files)));
  const [shownFiles, setShownFiles] = useState(() => (isReact ? null : encodeFrontendFiles(files)));
  const latest = useRef(0);
  const reload = useRef(onReload);
  reload.current = onReload;

  /** Shows these files; resolves true when a React build failed (its errors are in the console). */
  const show = useCallback(
    async (next: FrontendFiles): Promise<boolean> => {
      const request = ++latest.current;
      setShownFiles(encodeFrontendFiles(next));
      if (!isReact) {
        setHtml(previewDocument(next));
        reload.current([]);
        return false;
      }
      let bundle: string | null = null;
      let first: ConsoleLine[];
      try {
        const built = await buildReactPreview(problem.slug, next);
        bundle = built.bundle;
        first = built.errors.map(buildErrorLine);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        first = [{ level: 'error', text: `The Preview could not be built: ${message}` }];
      }
      if (request !== latest.current) return false;
      setHtml(previewDocument(next, bundle));
      reload.current(first);
      return first.length > 0;
    },
    [isReact, problem.slug],
  );

  useEffect(() => {
    if (encodeFrontendFiles(files) === shownFiles) return;
    const timer = setTimeout(() => void show(files), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, shownFiles, show]);

  return { document: html, show };
}
