/** GET /api/v1/problems/:slug/code?language: the language's scaffold and the user's saved draft (spec "language code"). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CataloguePaths, languageCodeSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { classroomKeys } from './classroom-keys.ts';

export type LanguageCode = z.infer<typeof languageCodeSchema>;

export function fetchLanguageCode(slug: string, language: string, client = apiClient): Promise<LanguageCode> {
  return callApi(
    client.get(apiPath(CataloguePaths.code, { slug }), { params: { language }, loadingBar: false }),
    languageCodeSchema,
  );
}

export function useLanguageCode(slug: string, language: string | null, enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.code(slug, language ?? ''),
    queryFn: () => fetchLanguageCode(slug, language ?? ''),
    enabled: enabled && language !== null,
    // The draft hook owns the text once loaded; refetching would fight the learner's typing.
    staleTime: Infinity,
  });
}
