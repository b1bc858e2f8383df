/** The app's one request client, pointed at the configured API base. */
import { appConfig } from '../config/app-config.ts';
import { createRequestClient } from './request-client.ts';

export const apiClient = createRequestClient({ baseUrl: appConfig.apiBaseUrl });
