/** GET /api/v2/users/oauth/providers: which social and partner sign-ins this deployment has configured. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { oauthProviderListSchema, type OAuthProvider } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from './call-api.ts';

export const OAUTH_PROVIDERS_PATH = 'v2/users/oauth/providers';

export type OAuthProviderInfo = z.infer<typeof oauthProviderListSchema>[number];
export type { OAuthProvider };

export function getOAuthProviders(client = apiClient): Promise<OAuthProviderInfo[]> {
  return callApi(client.get(OAUTH_PROVIDERS_PATH, { loadingBar: false }), oauthProviderListSchema);
}

/** The enabled providers; none while loading or when the call fails (the e-mail login still works). */
export function useOAuthProviders(): OAuthProviderInfo[] {
  const query = useQuery<OAuthProviderInfo[], ApiRequestError>({
    queryKey: ['api', OAUTH_PROVIDERS_PATH],
    queryFn: () => getOAuthProviders(),
    staleTime: Infinity,
  });
  return (query.data ?? []).filter((p) => p.enabled);
}

/** Where the popup (or, when popups are blocked, the page) starts the provider's sign-in. */
export function oauthStartUrl(apiBaseUrl: string, provider: OAuthProvider, redirectPath: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/v2/users/oauth/${provider}/start?redirect=${encodeURIComponent(redirectPath)}`;
}
