/**
 * /api/v1/judge: the languages this installation can run, and the online compilers' run (one program on a custom
 * stdin, judged through the queue at practice priority like any other job). Running needs a signed-in user (the
 * compiler pages force the login panel, spec 03) and is rate-limited per address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, fail, ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
  commonErrorResponses,
} from '@katana/shared/api/envelope';
import {
  JudgePaths,
  JUDGE_RUN_DEFAULT_MEMORY_LIMIT_MB,
  JUDGE_RUN_DEFAULT_TIME_LIMIT_S,
  JUDGE_SOURCE_MAX_BYTES,
  JUDGE_STDIN_MAX_BYTES,
  judgeLanguageListSchema,
  judgeRunBodySchema,
  judgeRunResultSchema,
} from '@katana/shared/api/judge';
import { languageUnavailableMessage } from '@katana/shared/language-availability';
import { VALIDATION_FAILED } from '../plugins/app/error-handling.ts';
import { presentJudgeLanguage } from './judge-language.presenter.ts';
import {
  JudgeBusyError,
  JudgeTimeoutError,
  JudgeUnavailableError,
  TooManyPendingError,
} from './judge.service.ts';

/** Runs per client address per minute: each one costs up to seconds of a core. */
export const JUDGE_RUN_RATE_LIMIT_PER_MINUTE = 20;
/**
 * JSON escaping can double a text's size (newlines, quotes), so the body may be larger than the fields' limits;
 * beyond this Fastify answers 413 before the schema can give its 422 field messages.
 */
const RUN_BODY_LIMIT = 2 * (JUDGE_SOURCE_MAX_BYTES + JUDGE_STDIN_MAX_BYTES) + 64 * 1024;

const unavailableResponse = errorEnvelopeSchema.describe(
  'The judge is busy, did not answer in time, or cannot run programs on this server',
);

const judgeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    JudgePaths.languages,
    {
      schema: {
        tags: ['judge'],
        summary: 'Languages of the judge and the online compilers, with their availability on this server',
        response: { 200: successEnvelopeSchema(judgeLanguageListSchema), ...commonErrorResponses },
      },
    },
    async () => ok({ languages: (await app.judge.languages()).map(presentJudgeLanguage) }),
  );

  app.post(
    JudgePaths.run,
    {
      onRequest: app.requireUser,
      bodyLimit: RUN_BODY_LIMIT,
      config: { rateLimit: { max: JUDGE_RUN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['judge'],
        summary: 'Online compiler: compile and run a program on a custom input in the sandbox',
        body: judgeRunBodySchema,
        response: {
          200: successEnvelopeSchema(judgeRunResultSchema),
          ...validatedErrorResponses,
          401: errorEnvelopeSchema.describe('Not signed in: code 101'),
          503: unavailableResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const found = await app.judge.language(body.language);
      if (!found?.availability.available) {
        // The learner reads a plain sentence; the reason (a package to install) is for the operator's log.
        if (found)
          request.log.warn(
            { language: found.definition.key, reason: found.availability.reason },
            'language unavailable',
          );
        const message = found
          ? languageUnavailableMessage(found.definition.displayName)
          : 'Unknown language.';
        return reply
          .code(422)
          .send(fail(422, ErrorCode.VALIDATION, VALIDATION_FAILED, { language: message }));
      }
      try {
        const result = await app.judge.run(request.user!.id, {
          language: found.definition.key,
          source: body.source,
          stdin: body.stdin,
          timeLimitS: body.time_limit_s ?? JUDGE_RUN_DEFAULT_TIME_LIMIT_S,
          memoryLimitMb: body.memory_limit_mb ?? JUDGE_RUN_DEFAULT_MEMORY_LIMIT_MB,
        });
        return ok(result);
      } catch (error) {
        if (error instanceof TooManyPendingError)
          return reply.code(429).send(fail(429, ErrorCode.TOO_MANY_REQUESTS, error.message));
        if (
          error instanceof JudgeBusyError ||
          error instanceof JudgeTimeoutError ||
          error instanceof JudgeUnavailableError
        ) {
          const reason = error instanceof JudgeUnavailableError ? error.reason : undefined;
          request.log.warn({ err: { name: error.name }, reason }, error.message);
          return reply.code(503).send(fail(503, 503, error.message));
        }
        throw error;
      }
    },
  );
};

export default judgeRoute;
