/**
 * The shared contracts write paths with their '/api' prefix (packages/shared/src/engagement/api-*.ts); the request
 * layer already points at the API base, so the fetchers send the rest.
 */
export { apiPath } from '../../../lib/request/contract-path.ts';
