/**
 * POST /api/v1/users/default_language and /api/v1/users/preferences: the editor preferences of spec 03 §7 (default
 * language, autocomplete). Both answer the whole preferences object.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  CataloguePaths,
  defaultLanguageBodySchema,
  preferencesBodySchema,
  preferencesSchema,
} from '@katana/shared/api/practice-catalogue';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';

const preferencesRoute: FastifyPluginAsyncZod = async (app) => {
  const { learner } = app.practice;
  app.addHook('onRequest', app.requireUser);
  const response = { 200: successEnvelopeSchema(preferencesSchema), ...guardedErrorResponses };

  app.post(
    CataloguePaths.defaultLanguage,
    {
      schema: {
        tags: ['users'],
        summary: 'Set the default language of the editor (a language key such as cpp, python, psql)',
        body: defaultLanguageBodySchema,
        response,
      },
    },
    async (request) => ok(await learner.setDefaultLanguage(request.user!.id, request.body.language)),
  );

  app.post(
    CataloguePaths.preferences,
    {
      schema: {
        tags: ['users'],
        summary: 'Turn editor autocomplete on or off',
        body: preferencesBodySchema,
        response,
      },
    },
    async (request) => ok(await learner.setAutocomplete(request.user!.id, request.body.autocomplete)),
  );
};

export default preferencesRoute;
