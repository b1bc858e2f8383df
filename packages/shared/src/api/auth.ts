/**
 * The sign-in API contract (spec 01 §3 and §7): the paths, request bodies and the `data` of each response. The
 * server registers and validates with them and serves them as OpenAPI; the web forms and fetchers import the same
 * ones.
 */
import { z } from 'zod';
import {
  AuthMessage,
  DEFAULT_TIME_ZONE,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneNumberError,
} from '../auth-rules.ts';

export const AuthPaths = {
  emailLogin: '/api/v2/users/email_login',
  phoneLogin: '/api/v2/users/phone_login',
  login: '/api/v2/users/login',
  socialLogin: '/api/v2/users/social_login',
  logout: '/api/v2/users/logout',
  loginStatus: '/api/v2/users/login_status',
  authDetails: '/api/v2/users/auth_details',
  checkValidName: '/api/v2/users/check_valid_name',
  updateName: '/api/v2/users/update_name',
  weParams: '/api/v2/users/we_params',
  userLogs: '/api/v2/users/user_logs',
  fbMergeEmailOtp: '/api/v2/users/merge_fb_email_otp',
  fbMergeVerify: '/api/v2/users/merge_fb_email_otp/verify',
  oauthProviders: '/api/v2/users/oauth/providers',
  oauthStart: '/api/v2/users/oauth/:provider/start',
  oauthCallback: '/api/v2/users/oauth/:provider/callback',
  partnerLoginStatus: '/api/v2/users/oauth/partner/login_status',
  partnerLogout: '/api/v2/users/oauth/partner/logout',
  partnerVerificationStatus: '/api/v2/users/partner/verification_status',
  partnerVerifyEmail: '/api/v2/users/partner/verify_email',
  partnerVerifyEmailConfirm: '/api/v2/users/partner/verify_email/verify',
  userEvents: '/api/v3/users/events',
  /** Dev-only (no SMTP_URL, loopback clients): what would have been e-mailed or texted, as JSON and as a page. */
  devMailbox: '/api/dev/mailbox',
  devMailboxPage: '/dev/mailbox',
} as const;

export const PHONE_NUMBER_PATTERN = /^\d{6,15}$/;
export const PHONE_COUNTRY_CODE_PATTERN = /^\+?\d{1,4}$/;
const SHORT_TEXT_MAX = 200;
const URL_TEXT_MAX = 2048;

export const emailSchema = z
  .string({ error: AuthMessage.EMAIL_REQUIRED })
  .trim()
  .min(1, AuthMessage.EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, AuthMessage.EMAIL_INVALID)
  .refine(isValidEmail, AuthMessage.EMAIL_INVALID);

export const phoneNumberSchema = z
  .string({ error: AuthMessage.PHONE_REQUIRED })
  .trim()
  .regex(PHONE_NUMBER_PATTERN, AuthMessage.PHONE_INVALID);
export const phoneCountryCodeSchema = z
  .string({ error: AuthMessage.COUNTRY_CODE_INVALID })
  .trim()
  .regex(PHONE_COUNTRY_CODE_PATTERN, AuthMessage.COUNTRY_CODE_INVALID);

/** The country rule on top of the digit pattern: an Indian number is exactly 10 digits (spec 01 §5). */
function checkPhone(
  body: { phone_country_code?: string | undefined; phone_number?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!body.phone_number || !body.phone_country_code) return;
  const error = phoneNumberError(body.phone_country_code, body.phone_number);
  if (error) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: error });
}

/** Next form step after an e-mail or phone is entered (only these three come from the server). */
export const loginUserStatusSchema = z.enum([
  'NEW_USER',
  'REGISTERED_USER_WITH_PASSWORD',
  'REGISTERED_USER_WITHOUT_PASSWORD',
]);
export type LoginUserStatus = z.infer<typeof loginUserStatusSchema>;

// POST /api/v2/users/email_login
export const emailLoginBodySchema = z.object({
  email: emailSchema,
  resend: z.boolean().optional().describe('true when the user pressed Resend OTP'),
});
export const loginUserStatusResponseSchema = z.object({ status: loginUserStatusSchema });
export type EmailLoginBody = z.infer<typeof emailLoginBodySchema>;
export type LoginUserStatusResponse = z.infer<typeof loginUserStatusResponseSchema>;

// POST /api/v2/users/phone_login
export const phoneLoginBodySchema = z
  .object({
    phone_number: phoneNumberSchema,
    phone_country_code: phoneCountryCodeSchema,
    resend: z.boolean().optional().describe('true when the user pressed Resend OTP'),
  })
  .superRefine(checkPhone);
export type PhoneLoginBody = z.input<typeof phoneLoginBodySchema>;

export const manualProviderSchema = z.enum(['coding_ninjas', 'phone_coding_ninjas']);

const optionalIdSchema = z
  .union([z.number().int(), z.string().max(64)])
  .nullable()
  .optional();

// POST /api/v2/users/login (the login payload of spec 01 §3)
export const loginBodySchema = z
  .object({
    name: z.string().trim().max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`).optional(),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    phone_number: z.string().trim().max(20).optional(),
    phone_country_code: z.string().trim().max(8).optional(),
    passcode: z
      .string({ error: AuthMessage.OTP_REQUIRED })
      .min(1, AuthMessage.OTP_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, AuthMessage.OTP_OR_PASSWORD_INVALID),
    provider: manualProviderSchema,
    time_zone_string: z.string().max(64).default(DEFAULT_TIME_ZONE),
    college_id: optionalIdSchema,
    grad_year: optionalIdSchema,
    referral_data: z.record(z.string(), z.unknown()).nullable().optional(),
    blog_preference: z
      .union([z.boolean(), z.string().max(16)])
      .optional()
      .describe('Empty string when unset'),
    ps_referral_code: z.string().max(64).optional(),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`)
      .optional()
      .describe('New users may set a password with their first login'),
    should_sub_to_cn_updates: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.provider === 'coding_ninjas') {
      if (!body.email) ctx.addIssue({ code: 'custom', path: ['email'], message: AuthMessage.EMAIL_REQUIRED });
      else if (!isValidEmail(body.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: AuthMessage.EMAIL_INVALID });
    } else {
      if (!body.phone_number || !PHONE_NUMBER_PATTERN.test(body.phone_number))
        ctx.addIssue({
          code: 'custom',
          path: ['phone_number'],
          message: AuthMessage.PHONE_INVALID,
        });
      else checkPhone(body, ctx);
      if (!body.phone_country_code || !PHONE_COUNTRY_CODE_PATTERN.test(body.phone_country_code))
        ctx.addIssue({
          code: 'custom',
          path: ['phone_country_code'],
          message: AuthMessage.COUNTRY_CODE_INVALID,
        });
    }
  });
export type LoginBody = z.input<typeof loginBodySchema>;

export const mergeStrategySchema = z.enum(['new', 'porting', 'existing']);
export type MergeStrategy = z.infer<typeof mergeStrategySchema>;

/** The signed-in user as every auth response shows it (spec 01 §3 user fields). */
export const authUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  country_id: z.number().int().nullable(),
  ps_new_user: z.boolean(),
  merge_strategy: mergeStrategySchema,
  naukri_onboarding_seen_studio: z.boolean(),
  naukri_onboarding_seen_classroom: z.boolean(),
  naukri_merged_profile: z.boolean(),
  show_navigation_onboarding: z
    .boolean()
    .describe('Whether the two-step navigation tour is still to be shown (PS_NAV_ONBOARDING not acknowledged yet)'),
  has_password: z.boolean(),
  node_access_token: z
    .string()
    .nullable()
    .describe(
      'Handshake token of the realtime socket (/socket.io, `auth: { token }`) for this session; revoked with it',
    ),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  user: authUserSchema,
  user_access_token: z.string(),
  new_user: z.boolean(),
  first_time_login: z.boolean(),
  eu_user: z.boolean(),
  eu_active_user: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A social login whose e-mail belongs to an account created otherwise: no session until the merge is verified. */
export const fbMergeResponseSchema = z.object({
  fb_merge_state: z.literal('FACEBOOK_MERGE'),
  fb_merge_email: z.string(),
  fb_merge_token: z.string(),
});
export type FbMergeResponse = z.infer<typeof fbMergeResponseSchema>;

// POST /api/v2/users/logout
export const emptyResponseSchema = z.object({});

// GET /api/v2/users/login_status
export const loginStatusQuerySchema = z.object({
  utm_details: z.string().max(URL_TEXT_MAX).optional(),
  source_url: z.string().max(URL_TEXT_MAX).optional(),
  session_start_url: z.string().max(URL_TEXT_MAX).optional(),
});
export const userBasicDetailSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable(),
});
export const loginStatusResponseSchema = z.object({
  status: z.boolean(),
  country_id: z.number().int().nullable(),
  eu_user: z.boolean(),
  eu_active_user: z.boolean(),
  naukri_unverified: z.boolean(),
  naukri_flow_user: z.number().int(),
  registration_utm_source: z.string().nullable(),
  registration_utm_medium: z.string().nullable(),
  registration_utm_campaign: z.string().nullable(),
  user_basic_detail: userBasicDetailSchema.nullable(),
  classroom_paid: z.boolean(),
  fetch_vendor_token: z.boolean(),
  vendor_token_journey_id: z.string().nullable(),
});
export type LoginStatusResponse = z.infer<typeof loginStatusResponseSchema>;

// GET /api/v2/users/auth_details
export const authDetailsResponseSchema = z.object({ user: authUserSchema });

// GET /api/v2/users/check_valid_name, POST /api/v2/users/update_name
export const nameQuerySchema = z.object({
  name: z.string({ error: AuthMessage.NAME_REQUIRED }).max(NAME_MAX_LENGTH * 2),
});
export const checkValidNameResponseSchema = z.object({ valid: z.boolean(), message: z.string().optional() });

// POST /api/v2/users/we_params
export const weParamsBodySchema = z.object({
  should_sub_to_cn_updates: z.boolean(),
  we_email: z.boolean(),
});

// POST /api/v3/users/events
export const USER_EVENT_KEYS = [
  'PS_NAV_ONBOARDING',
  'NAUKRI_ONBOARDING_SEEN_STUDIO',
  'NAUKRI_ONBOARDING_SEEN_CLASSROOM',
  'LOGIN_SUCCESS',
] as const;
/** The login-success analytics event (spec 01 §4 "Session load"): sent once after a login, with the user type. */
export const LOGIN_SUCCESS_EVENT = 'LOGIN_SUCCESS';
export const LOGIN_USER_TYPES = ['new', 'returning'] as const;
export type LoginUserType = (typeof LOGIN_USER_TYPES)[number];
export const PAID_ORDER_EVENT_PREFIX = 'PAID_ORDER_NAUKRI_ONBOARDING_SEEN_';
const EVENT_KEY_PATTERN = new RegExp(
  `^(${USER_EVENT_KEYS.join('|')}|${PAID_ORDER_EVENT_PREFIX}[A-Za-z0-9_-]{0,64})$`,
);
export const userEventBodySchema = z
  .object({
    event_key: z.string().regex(EVENT_KEY_PATTERN, 'Unknown event key'),
    acknowledgement: z.union([z.boolean(), z.string().max(SHORT_TEXT_MAX)]),
    append_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid append key')
      .optional()
      .describe('Appended to event_key (the order id of PAID_ORDER_NAUKRI_ONBOARDING_SEEN_{order})'),
  })
  .superRefine((body, ctx) => {
    if (body.event_key !== LOGIN_SUCCESS_EVENT) return;
    if (!(LOGIN_USER_TYPES as readonly unknown[]).includes(body.acknowledgement) || body.append_key) {
      ctx.addIssue({ code: 'custom', path: ['acknowledgement'], message: 'Must be new or returning' });
    }
  });
export type UserEventBody = z.infer<typeof userEventBodySchema>;

// POST /api/v2/users/user_logs
export const userLogsBodySchema = z.object({
  new_user: z.boolean(),
  source_url: z.string().max(URL_TEXT_MAX).nullable().optional(),
  session_start_url: z.string().max(URL_TEXT_MAX).nullable().optional(),
  utm: z
    .union([z.string().max(URL_TEXT_MAX), z.record(z.string(), z.string().max(SHORT_TEXT_MAX))])
    .nullable()
    .optional(),
});

// POST /api/v2/users/merge_fb_email_otp and /verify
export const fbMergeInitBodySchema = z.object({
  email: emailSchema,
  fb_merge_token: z.string().min(1).max(200),
});
export const fbMergeVerifyBodySchema = z.object({
  otp: z.string().regex(/^\d{6}$/, AuthMessage.OTP_INVALID),
  fb_merge_token: z.string().min(1).max(200),
});

// Social and partner sign-in
export const oauthProviderSchema = z.enum(['google_oauth2', 'facebook', 'partner']);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthProviderListSchema = z.array(
  z.object({
    provider: oauthProviderSchema,
    name: z.string(),
    enabled: z.boolean(),
    client_id: z
      .string()
      .optional()
      .describe('Public OAuth client id, for Google One Tap (only when Google sign-in is enabled)'),
  }),
);
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderSchema });
export const oauthStartQuerySchema = z.object({
  redirect: z
    .string()
    .max(URL_TEXT_MAX)
    .optional()
    .describe('Where the page goes after the sign-in: a page of this site (see safeRedirectPath); anything else goes to /'),
});

// POST /api/v2/users/social_login (spec 01 §7 "Login (social)"): a provider's token, e.g. Google One Tap's ID token
export const socialLoginProviderSchema = z.enum(['google_single_sign_in']);
export type SocialLoginProvider = z.infer<typeof socialLoginProviderSchema>;
export const socialLoginQuerySchema = z.object({
  provider: socialLoginProviderSchema,
  token: z.string().min(1, 'Token is required').max(8192, 'Token is too long'),
  time_zone_string: z.string().max(64).default(DEFAULT_TIME_ZONE),
});
export type SocialLoginQuery = z.input<typeof socialLoginQuerySchema>;
export const socialLoginBodySchema = z.object({
  referral_data: z.record(z.string(), z.unknown()).nullable().optional(),
  ps_referral_code: z.string().max(64).optional().describe('Public-section referral code (query psReferralCode)'),
});
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

/** What the callback page posts to window.opener (origin = our own). */
export type OAuthPopupMessage =
  /** new_user: the sign-in created the account (for the post-login log and the login-success event). */
  | { type: 'katana-oauth'; ok: true; new_user?: boolean }
  | { type: 'katana-oauth'; ok: false; code: number; message: string }
  /** Facebook e-mail matches an account created otherwise: continue with the merge flow (code 945). */
  | ({ type: 'katana-oauth'; ok: false; code: number; message: string } & FbMergeResponse);
export const OAUTH_POPUP_MESSAGE_TYPE = 'katana-oauth';

// Partner session (spec 01 §4 "Logout", §8; spec 03 §4): GET/POST /api/v2/users/oauth/partner/login_status, /logout
export const partnerLoginStatusSchema = z.object({
  loggedin: z.boolean().describe('Whether the partner still has this user signed in'),
});
export const partnerLogoutResponseSchema = z.object({
  cookies: z.array(z.string()).describe('Names of the partner cookies this logout erased'),
});

// Partner e-mail verification (spec 03): /api/v2/users/partner/verification_status, /verify_email(/verify)
export const partnerVerificationStatusSchema = z.object({
  flags: z.object({ isEmailVerified: z.boolean() }),
});
export const partnerVerifyEmailBodySchema = z.object({
  email: emailSchema.optional().describe('Default: the e-mail the partner gave'),
});
export const partnerVerifyEmailConfirmBodySchema = z.object({
  email: emailSchema,
  otp: z.string().regex(/^\d{6}$/, AuthMessage.OTP_INVALID),
});
