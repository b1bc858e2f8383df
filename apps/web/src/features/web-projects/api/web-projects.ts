/**
 * The web-projects calls (@katana/shared/api/web-projects): the listing, a project's detail with the viewer's
 * done / current / locked steps, and the files a step opens with. Progress moves in the editor, so the project's
 * queries refetch on mount and the editor invalidates them after each verdict (webProjectKeys.all).
 */
import { useQuery } from '@tanstack/react-query';
import {
  WebProjectsPaths,
  webProjectDetailSchema,
  webProjectListSchema,
  webProjectStepFilesSchema,
  type WebProjectDetail,
  type WebProjectList,
  type WebProjectStepFiles,
} from '@katana/shared/api/web-projects';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export const webProjectKeys = {
  all: ['web-projects'] as const,
  list: () => ['web-projects', 'list'] as const,
  of: (slug: string) => ['web-projects', 'project', slug] as const,
  stepFiles: (slug: string, step: string) => ['web-projects', 'project', slug, 'files', step] as const,
  finalFiles: (slug: string) => ['web-projects', 'project', slug, 'final-files'] as const,
};

export function useWebProjectList(viewer: number | null) {
  return useQuery<WebProjectList, ApiRequestError>({
    queryKey: [...webProjectKeys.list(), viewer],
    queryFn: () => callApi(apiClient.get(apiPath(WebProjectsPaths.list)), webProjectListSchema),
    refetchOnMount: 'always',
  });
}

export function useWebProject(slug: string, viewer: number | null) {
  return useQuery<WebProjectDetail, ApiRequestError>({
    queryKey: [...webProjectKeys.of(slug), viewer],
    queryFn: () => callApi(apiClient.get(apiPath(WebProjectsPaths.detail, { slug })), webProjectDetailSchema),
    refetchOnMount: 'always',
  });
}

export function useWebProjectStepFiles(slug: string, step: string | null, viewer: number | null) {
  return useQuery<WebProjectStepFiles, ApiRequestError>({
    queryKey: [...webProjectKeys.stepFiles(slug, step ?? ''), viewer],
    queryFn: () =>
      callApi(
        apiClient.get(apiPath(WebProjectsPaths.stepFiles, { slug, step: step ?? '' })),
        webProjectStepFilesSchema,
      ),
    enabled: step !== null,
  });
}

/** The finished page's files (the learner's accepted files of the last step); asked only for a finished project. */
export function useWebProjectFinalFiles(slug: string, finished: boolean, viewer: number | null) {
  return useQuery<WebProjectStepFiles, ApiRequestError>({
    queryKey: [...webProjectKeys.finalFiles(slug), viewer],
    queryFn: () =>
      callApi(apiClient.get(apiPath(WebProjectsPaths.finalFiles, { slug })), webProjectStepFilesSchema),
    enabled: finished,
  });
}
