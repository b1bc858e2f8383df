import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { LanguagePaths, languageListQuerySchema, languageListSchema } from '@katana/shared/api/languages';
import { successEnvelopeSchema, validatedErrorResponses } from '@katana/shared/api/envelope';
import { presentLanguage } from './language.presenter.ts';
import { createLanguageRepository } from './language.repository.ts';

/** GET /api/v1/languages: the languages of the online compiler and the judge, optionally filtered by `q`. */
const languagesRoute: FastifyPluginAsyncZod = async (app) => {
  const languages = createLanguageRepository(app.db);
  app.get(
    LanguagePaths.languages,
    {
      schema: {
        tags: ['languages'],
        summary: 'List the programming languages',
        querystring: languageListQuerySchema,
        response: { 200: successEnvelopeSchema(languageListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => {
      const rows = await languages.list({ q: request.query.q });
      return ok({ languages: rows.map(presentLanguage) });
    },
  );
};

export default languagesRoute;
