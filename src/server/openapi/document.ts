import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { errorEnvelopeSchema } from '../../shared/errors';
import { SESSION_COOKIE } from '../http/session';
import { appRouter } from '../trpc/app-router';

const ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

type Operation = {
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: unknown }>;
};

/**
 * The OpenAPI document of every REST call, generated from the routers. The
 * adapter describes errors in its own shape; every error response is pointed
 * at the contract's envelope instead, and public calls are marked with an
 * empty security list so tools know they need no cookie.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Portfolio API',
    description:
      'The API behind the portfolio site and its admin back office. Admin calls need the session cookie set by POST /auth/login. Every error answers with the ErrorEnvelope.',
    version: '1.0.0',
    baseUrl: '/',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
    },
    defs: { ErrorEnvelope: errorEnvelopeSchema },
  });

  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      operation.security ??= [];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400) {
          response.content = { 'application/json': { schema: ENVELOPE_REF } };
        }
      }
    }
  }
  return document;
}
