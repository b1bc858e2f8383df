/**
 * The endpoints of FlashCardPaths: the deck list (due counts when signed in), the review screen's next card and
 * ratings (signed in), and the quiz with its answer check (anyone).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  commonErrorResponses,
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  deckListSchema,
  deckParamsSchema,
  FlashCardPaths,
  quizAnswerBodySchema,
  quizAnswerResultSchema,
  quizQuerySchema,
  quizSchema,
  rateBodySchema,
  reviewSessionSchema,
} from '@katana/shared/api/flash-cards';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import type { FlashCardService } from './flash-cards.service.ts';

const tags = ['flash-cards'];
const notFound = { 404: errorEnvelopeSchema.describe('No such deck or card') };

export interface FlashCardRoutesOptions {
  service: FlashCardService;
}

const flashCardRoutes: FastifyPluginAsyncZod<FlashCardRoutesOptions> = async (app, { service }) => {
  app.get(
    FlashCardPaths.decks,
    {
      schema: {
        tags,
        summary: "Every deck, with the learner's new and review counts due now when signed in",
        response: { 200: successEnvelopeSchema(deckListSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await service.decks(request.user?.id, new Date())),
  );

  app.get(
    FlashCardPaths.review,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The deck's due counts and the next card to review, with each rating's next interval",
        params: deckParamsSchema,
        response: { 200: successEnvelopeSchema(reviewSessionSchema), ...guardedErrorResponses, ...notFound },
      },
    },
    async (request) => ok(await service.review(request.user!.id, request.params.deck, new Date())),
  );

  app.post(
    FlashCardPaths.rate,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Rate a due card Again, Hard, Good or Easy (FSRS schedules it); answers the next card',
        params: deckParamsSchema,
        body: rateBodySchema,
        response: {
          200: successEnvelopeSchema(reviewSessionSchema),
          ...guardedErrorResponses,
          ...notFound,
          409: errorEnvelopeSchema.describe('The card is not due'),
        },
      },
    },
    async (request) =>
      ok(
        await service.rate(
          request.user!.id,
          request.params.deck,
          request.body.card_id,
          request.body.rating,
          new Date(),
        ),
      ),
  );

  app.get(
    FlashCardPaths.quiz,
    {
      schema: {
        tags,
        summary: 'Multiple-choice questions drawn from the cards of one deck or of every deck',
        querystring: quizQuerySchema,
        response: { 200: successEnvelopeSchema(quizSchema), ...validatedErrorResponses, ...notFound },
      },
    },
    async (request) => ok(await service.quiz(request.query.deck, request.query.count)),
  );

  app.post(
    FlashCardPaths.quizAnswer,
    {
      schema: {
        tags,
        summary: "Check a quiz answer against the card's back (the review schedule does not change)",
        body: quizAnswerBodySchema,
        response: {
          200: successEnvelopeSchema(quizAnswerResultSchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.checkAnswer(request.body.card_id, request.body.choice)),
  );
};

export default flashCardRoutes;
