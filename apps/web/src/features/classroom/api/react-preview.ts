/** POST /api/v1/problems/:slug/preview: a REACT problem's files bundled for the live Preview, or the build's errors. */
import {
  SubmissionPaths,
  reactPreviewSchema,
  type ReactPreview,
} from '@katana/shared/api/practice-submissions';
import type { FrontendFiles } from '@katana/shared/frontend-files';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function buildReactPreview(
  slug: string,
  files: FrontendFiles,
  client = apiClient,
): Promise<ReactPreview> {
  return callApi(client.post(apiPath(SubmissionPaths.preview, { slug }), { files }), reactPreviewSchema);
}
