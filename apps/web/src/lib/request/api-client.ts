/** The app's one request client, pointed at the configured API base (partner-environment aware). */
import { isPartnerEnvironment } from '../auth/partner-environment.ts';
import { appConfig } from '../config/app-config.ts';
import { createRequestClient } from './request-client.ts';

export const apiClient = createRequestClient({ baseUrl: appConfig.apiBaseUrl, partnerEnvironment: isPartnerEnvironment });
