/**
 * Zod schemas of the API envelope (spec 03 §7), so every route declares its wire shape once and the OpenAPI
 * document shows the real envelope. The TypeScript types live in ../envelope.ts; these schemas mirror them.
 */
import { z } from 'zod';

export const errorBodySchema = z.object({
  code: z.number().int(),
  message: z.string(),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Field messages of a validation error, by dotted path'),
});

export const errorEnvelopeSchema = z.object({ status: z.number().int(), error: errorBodySchema });

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), data });
}

/** Error replies every route may give, for its OpenAPI `response` map. */
export const commonErrorResponses = {
  429: errorEnvelopeSchema.describe('Too many requests'),
  500: errorEnvelopeSchema.describe('Internal Server Error.'),
};

/** Error replies of a route that validates its input. */
export const validatedErrorResponses = {
  ...commonErrorResponses,
  422: errorEnvelopeSchema.describe('Validation failed: `error.fields` holds a message per invalid field'),
};
