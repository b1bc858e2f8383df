/**
 * The partner environment (spec 01 "Guarded routes", §4 "Logout", spec 03 §7 "Request layer"): a deployment of the
 * web app inside the job-portal partner's site, where sign-in is the partner's. It is a deployment setting, on
 * with `VITE_PARTNER_LOGIN_MODE=true` at build time or `"partnerLoginMode": true` in the katana-config tag:
 * - the Login button goes to the auth route with codestudioRedirect (the partner-login layer);
 * - the request layer appends naukri_request=true and sends no Authorization header;
 * - logout first logs out at the partner; the session load asks the partner whether the user is still signed in.
 */
import { readRuntimeConfig } from '../config/app-config.ts';

export function readPartnerLoginMode(
  env: Record<string, string | undefined> = import.meta.env,
  runtime: Record<string, unknown> = readRuntimeConfig(),
): boolean {
  return runtime.partnerLoginMode === true || env.VITE_PARTNER_LOGIN_MODE === 'true';
}

let partnerLoginMode = readPartnerLoginMode();

export function isPartnerEnvironment(): boolean {
  return partnerLoginMode;
}

/** Tests switch the mode; the app reads it once at start. */
export function setPartnerEnvironment(on: boolean): void {
  partnerLoginMode = on;
}
