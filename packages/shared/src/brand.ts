/** Product brand shown wherever the spec names the old brand (see shared/architecture.md). */
export const DEFAULT_BRAND_NAME = 'Katana';
/** The configurable job-portal OpenID Connect partner. */
export const DEFAULT_PARTNER_NAME = 'Partner';
