/** POST /api/v1/reports: report an issue with a problem (spec 03 §3 "Issue report"). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createdSchema, reportIssueBodySchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export const REPORTS_PATH = 'v1/reports';
export type ReportIssueBody = z.input<typeof reportIssueBodySchema>;

export function reportIssue(body: ReportIssueBody, client = apiClient) {
  return callApi(client.post(REPORTS_PATH, body), createdSchema);
}

export function useReportIssue() {
  return useMutation({ mutationFn: (body: ReportIssueBody) => reportIssue(body) });
}
