/**
 * Accounts and sign-in (OTP, password, OAuth/OIDC, partner sessions).
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as authRoutes } from './auth-routes.plugin.ts';
export { default as authPlugin } from './auth.plugin.ts';
export { createNodeAccessTokens } from './node-access-token.ts';
export type { NodeAccess, NodeAccessTokens } from './node-access-token.ts';
export { runRoleCommand } from './role-command.ts';
