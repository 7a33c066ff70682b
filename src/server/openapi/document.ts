import { generateOpenApiDocument, type OpenAPIObject, type OpenApiMeta } from 'trpc-to-openapi';
import { errorEnvelopeSchema } from '../../shared/errors';
import { SESSION_COOKIE } from '../http/session';
import { mediaOpenApiPaths } from '../modules/media/media.openapi';
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
    // Plain Express routes the generator cannot see: uploads and the file download.
    paths: mediaOpenApiPaths(),
  });

  const descriptions = errorDescriptions();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      operation.security ??= [];
      const described = descriptions.get(`${method.toUpperCase()} ${path}`) ?? {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        // A fresh object each: the adapter shares one per status across operations.
        operation.responses![status] = {
          description: described[Number(status)] ?? response.description ?? 'Error',
          content: { 'application/json': { schema: ENVELOPE_REF } },
        };
      }
    }
  }
  return document;
}

/** Each procedure's own error descriptions, from its meta, by `METHOD /path`. */
function errorDescriptions(): Map<string, Record<number, string>> {
  const byRoute = new Map<string, Record<number, string>>();
  for (const procedure of Object.values(appRouter._def.procedures) as unknown as {
    _def: { meta?: OpenApiMeta };
  }[]) {
    const openapi = procedure._def.meta?.openapi;
    if (openapi?.errorResponses && !Array.isArray(openapi.errorResponses)) {
      byRoute.set(`${openapi.method} ${openapi.path}`, openapi.errorResponses);
    }
  }
  return byRoute;
}
