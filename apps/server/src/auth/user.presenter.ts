/** Wire shape of the signed-in user and of login status (spec 01 §3); DB rows never leave the server. */
import type { AuthUser, LoginStatusResponse, MergeStrategy } from '@katana/shared/api/auth';
import type { UserEventRow, UserRow } from '../db/schema/users.ts';

const MERGE_STRATEGIES: readonly MergeStrategy[] = ['new', 'porting', 'existing'];

function acknowledged(events: readonly UserEventRow[], key: string): boolean {
  const value = events.find((e) => e.eventKey === key)?.acknowledgement;
  return value !== undefined && value !== 'false' && value !== '';
}

/** @param nodeAccessToken the realtime handshake token of the user's current session (null when not known). */
export function presentUser(
  row: UserRow,
  events: readonly UserEventRow[],
  nodeAccessToken: string | null = null,
): AuthUser {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    image: row.image,
    phone_number: row.phoneNumber,
    phone_country_code: row.phoneCountryCode,
    country_id: row.countryId,
    ps_new_user: row.psNewUser,
    merge_strategy: MERGE_STRATEGIES.includes(row.mergeStrategy as MergeStrategy)
      ? (row.mergeStrategy as MergeStrategy)
      : 'new',
    naukri_onboarding_seen_studio: acknowledged(events, 'NAUKRI_ONBOARDING_SEEN_STUDIO'),
    naukri_onboarding_seen_classroom: acknowledged(events, 'NAUKRI_ONBOARDING_SEEN_CLASSROOM'),
    naukri_merged_profile: row.naukriMergedProfile,
    show_navigation_onboarding: !acknowledged(events, 'PS_NAV_ONBOARDING'),
    has_password: row.passwordHash !== null,
    node_access_token: nodeAccessToken,
  };
}

export interface EuFlags {
  eu_user: boolean;
  eu_active_user: boolean;
}

/** EU accounts are active unless the operator turned EU sign-ups off (EU_USERS_ACTIVE=false -> /coming-soon). */
export function euFlags(euUser: boolean, euUsersActive: boolean): EuFlags {
  return { eu_user: euUser, eu_active_user: euUser && euUsersActive };
}

export function presentLoginStatus(
  row: UserRow | null,
  anonymous: { countryId: number | null; euUser: boolean },
  euUsersActive: boolean,
): LoginStatusResponse {
  const eu = euFlags(row ? row.euUser : anonymous.euUser, euUsersActive);
  return {
    status: row !== null,
    country_id: row ? row.countryId : anonymous.countryId,
    ...eu,
    naukri_unverified: row?.naukriUnverified ?? false,
    naukri_flow_user: row?.naukriFlowUser ?? 0,
    registration_utm_source: row?.registrationUtmSource ?? null,
    registration_utm_medium: row?.registrationUtmMedium ?? null,
    registration_utm_campaign: row?.registrationUtmCampaign ?? null,
    user_basic_detail: row ? { name: row.name, email: row.email, image: row.image } : null,
    // Katana has no paid classroom or partner vendor tokens (yet): these flags are always off.
    classroom_paid: false,
    fetch_vendor_token: false,
    vendor_token_journey_id: null,
  };
}
