/** GET /api/v2/users/oauth/providers: which social and partner sign-ins this deployment has configured. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AuthPaths, oauthProviderListSchema, type OAuthProvider } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type OAuthProviderInfo = z.infer<typeof oauthProviderListSchema>[number];
export type { OAuthProvider };

export function getOAuthProviders(client = apiClient): Promise<OAuthProviderInfo[]> {
  return callApi(
    client.get(apiPath(AuthPaths.oauthProviders), { loadingBar: false }),
    oauthProviderListSchema,
  );
}

/** The enabled providers; none while loading or when the call fails (the e-mail login still works). */
export function useOAuthProviders(): OAuthProviderInfo[] {
  const query = useQuery<OAuthProviderInfo[], ApiRequestError>({
    queryKey: ['auth', 'oauth-providers'],
    queryFn: () => getOAuthProviders(),
    staleTime: Infinity,
  });
  return (query.data ?? []).filter((p) => p.enabled);
}

/** Where the popup (or, when popups are blocked, the page) starts the provider's sign-in. */
export function oauthStartUrl(apiBaseUrl: string, provider: OAuthProvider, redirectPath: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/${apiPath(AuthPaths.oauthStart, { provider })}?redirect=${encodeURIComponent(redirectPath)}`;
}
