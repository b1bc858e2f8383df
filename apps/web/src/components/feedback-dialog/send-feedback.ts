/**
 * POST /api/v3/feedback { area, issue, comment, page } -> { received } (api-feedback.ts). The dialog is shared UI
 * (the EXP dropdown, the notification centre: several features), so its call lives beside it, on the request layer.
 */
import {
  FeedbackPaths,
  feedbackResponseSchema,
  type FeedbackBody,
} from '@katana/shared/engagement/api-feedback';
import { apiClient } from '../../lib/request/api-client.ts';
import { callApi } from '../../lib/request/call-api.ts';
import { apiPath } from '../../lib/request/contract-path.ts';

export async function sendFeedback(body: FeedbackBody, client = apiClient): Promise<void> {
  await callApi(
    client.request(apiPath(FeedbackPaths.feedback), { method: 'POST', body, loadingBar: false }),
    feedbackResponseSchema,
  );
}
