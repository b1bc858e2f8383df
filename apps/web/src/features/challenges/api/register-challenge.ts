/** POST /api/v1/challenges/:slug/registration: join the challenge; refreshes everything about it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChallengesPaths, challengeRegistrationSchema } from '@katana/shared/api/challenges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { challengeKeys } from './challenge-keys.ts';

export function useRegisterChallenge(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<{ registered: true }, ApiRequestError, void>({
    mutationFn: () =>
      callApi(apiClient.post(apiPath(ChallengesPaths.registration, { slug })), challengeRegistrationSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.of(slug) });
      void queryClient.invalidateQueries({ queryKey: ['challenges', 'list'] });
    },
  });
}
