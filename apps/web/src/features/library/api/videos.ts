/**
 * GET /api/v1/videos, POST the video watch log (spec 03: youtube_video_id, event_type, video_timestamp) and POST
 * mark video completed (video_id, video_list_id = the video's topic, the body of the goals call).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LibraryPaths,
  videoCompletedSchema,
  videoListSchema,
  type VIDEO_EVENT_TYPES,
  type VideoList,
} from '@katana/shared/api/library';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { libraryKeys } from './library-keys.ts';

export function useVideos(viewer: number | null) {
  return useQuery<VideoList, ApiRequestError>({
    queryKey: [...libraryKeys.videos(), viewer],
    queryFn: () => callApi(apiClient.get(apiPath(LibraryPaths.videos)), videoListSchema),
  });
}

export function logVideoEvent(body: {
  youtube_video_id: string;
  event_type: (typeof VIDEO_EVENT_TYPES)[number];
  video_timestamp: number;
}) {
  return callApi(
    apiClient.post(apiPath(LibraryPaths.videoWatchLog), body),
    z.object({ recorded: z.boolean() }),
  );
}

export function useCompleteVideo() {
  const queries = useQueryClient();
  return useMutation<
    z.infer<typeof videoCompletedSchema>,
    ApiRequestError,
    { video_id: string; video_list_id: string }
  >({
    mutationFn: (body) =>
      callApi(apiClient.post(apiPath(LibraryPaths.videoCompleted), body), videoCompletedSchema),
    onSuccess: () => queries.invalidateQueries({ queryKey: libraryKeys.videos() }),
  });
}
