/**
 * GET /api/v1/judge/languages: every language the judge knows, with its display name, scaffold and whether this
 * server can run it (and why not). Public; the compiler landing and each compiler page read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { JudgePaths, judgeLanguageListSchema, type JudgeLanguage } from '@katana/shared/api/judge';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function getJudgeLanguages(client = apiClient): Promise<JudgeLanguage[]> {
  return (await callApi(client.get(apiPath(JudgePaths.languages)), judgeLanguageListSchema)).languages;
}

export function judgeLanguagesQuery() {
  return queryOptions<JudgeLanguage[], ApiRequestError>({
    queryKey: ['judge', 'languages'],
    queryFn: () => getJudgeLanguages(),
    // Toolchains rarely change, but the SQL engines are probed in the background after start ("not probed yet").
    staleTime: 60_000,
  });
}

export function useJudgeLanguages() {
  return useQuery(judgeLanguagesQuery());
}
