/** OpenAPI error replies of the sign-in routes. */
import { errorEnvelopeSchema, validatedErrorResponses } from '@katana/shared/api/envelope';

export const authErrorResponses = {
  ...validatedErrorResponses,
  400: errorEnvelopeSchema.describe('Passcode errors 927-930, merge token 944'),
  403: errorEnvelopeSchema.describe('Invalid CSRF token (403) or inactive account (931)'),
};

export const guardedErrorResponses = {
  ...authErrorResponses,
  401: errorEnvelopeSchema.describe("Not signed in or session expired: code 101 'Please login to continue'"),
};
