/** POST /api/v1/reports: report an issue with a problem (spec 03 §3 "Issue report"). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CataloguePaths, createdSchema, reportIssueBodySchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type ReportIssueBody = z.input<typeof reportIssueBodySchema>;

export function reportIssue(body: ReportIssueBody, client = apiClient) {
  return callApi(client.post(apiPath(CataloguePaths.reports), body), createdSchema);
}

export function useReportIssue() {
  return useMutation({ mutationFn: (body: ReportIssueBody) => reportIssue(body) });
}
