/**
 * OpenAPI document generated from the routes' zod schemas (GET /api/docs/json) and Swagger UI (GET /api/docs).
 * These two answer the raw document and the UI, not the envelope: that is what OpenAPI tooling reads.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../app/repo-root.ts';

export const API_DOCS_PREFIX = '/api/docs';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${app.config.brandName} API`,
          description:
            'Every response is an envelope: `{status: 200, data}` or `{status, error: {code, message}}`.',
          version: SERVER_VERSION,
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    const https = app.config.publicUrl?.startsWith('https:') ?? false;
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // Swagger UI sends its own CSP; as in security-headers.ts, no upgrade over plain http, and inline style
      // attributes allowed (Swagger UI sets some).
      staticCSP: true,
      transformStaticCSP: (header) => {
        const csp = header.replace(/style-src 'self' https:/, "style-src 'self' https: 'unsafe-inline'");
        return https ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '');
      },
    });
  },
  { name: 'api-docs' },
);
