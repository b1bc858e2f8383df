/**
 * The live Preview of a REACT problem (POST /api/v1/problems/:slug/preview): the learner's files, over the problem's
 * starter files as the judge takes them, bundled with the judge's pinned esbuild and React (bundleReactPreview of
 * @katana/judge, the judge's own build options). The bundle goes back to the classroom, which runs it only in its
 * sandboxed Preview frame; build errors come back as `file:line` lines for the Console tab.
 */
import { ErrorCode } from '@katana/shared/envelope';
import { decodeFrontendFiles, FRONTEND_FILE_NAME, FRONTEND_LANGUAGE } from '@katana/shared/frontend-files';
import type { ReactPreview } from '@katana/shared/api/practice-submissions';
import { bundleReactPreview } from '@katana/judge';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { ProblemAccess } from '../access/problem-access.ts';
import { createProblemProgressRepository } from './problem-progress.repository.ts';

/** The module the judge bundles when katana.yaml names none (packages/judge frontend-package.ts). */
const BUNDLE_ENTRIES = ['main.jsx', 'main.tsx', 'main.js', 'main.ts'];

export function createReactPreviewService(deps: { db: Db; access: ProblemAccess }) {
  const problems = createProblemProgressRepository(deps.db);
  const invalid = (message: string) => new ApiError(400, ErrorCode.BAD_REQUEST, message);

  return {
    async bundle(userId: number, slug: string, files: Record<string, string>): Promise<ReactPreview> {
      const problem = await problems.findBySlug(slug, deps.access.visibleTo(userId));
      if (!problem) throw new ApiError(404, ErrorCode.NOT_FOUND, 'Problem not found.');
      if (problem.problemType !== 'REACT') throw invalid('Only React problems build a preview.');
      const starter =
        decodeFrontendFiles((await problems.scaffoldsOf(problem.id))[FRONTEND_LANGUAGE.REACT] ?? '') ?? {};
      for (const name of Object.keys(files)) {
        if (!FRONTEND_FILE_NAME.test(name) || !(name in starter))
          throw invalid(`'${name}' is not one of this problem's files (${Object.keys(starter).join(', ')}).`);
      }
      const entry = BUNDLE_ENTRIES.find((name) => name in starter);
      if (!entry) throw invalid('This problem has no React entry module.');
      return bundleReactPreview({ ...starter, ...files }, entry);
    },
  };
}
