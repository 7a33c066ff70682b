import { generateOpenApiDocument, type OpenAPIObject, type OpenApiMeta } from 'trpc-to-openapi';
import { requireRoute } from '../../shared/api-routes';
import { contentModules } from '../modules/content-registry';
import { errorEnvelopeSchema } from '../../shared/errors';
import { SESSION_COOKIE } from '../http/session';
import { importOpenApiPaths } from '../modules/import/import.openapi';
import { mediaOpenApiPaths } from '../modules/media/media.openapi';
import { appRouter } from '../composition/app-router';
import { managesSignIn } from '../trpc/init';
import { describeOperation, exampleOf, fillExamples, TAGS, tidySchemas } from './document-text';

const ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

const COOKIE = { sessionCookie: [] };
const BEARER = { bearerToken: [] };

type Response = { description?: string; content?: unknown; headers?: Record<string, unknown> };

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: {
    name?: string;
    description?: string;
    schema?: { description?: string; example?: unknown };
  }[];
  responses?: Record<string, Response>;
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
};

/** What express-rate-limit (draft-8 headers) and the sign-in lock-out send. */
const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 0 },
  example: 42,
};
const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description:
      'The quota left in the current window (IETF RateLimit header fields, draft 8): `"<policy>"; r=<requests left>; t=<seconds until the window resets>`',
    schema: { type: 'string' },
    example: '"5-in-1min"; r=4; t=60',
  },
  'RateLimit-Policy': {
    description: 'The quota: `"<policy>"; q=<requests>; w=<window in seconds>`',
    schema: { type: 'string' },
    example: '"5-in-1min"; q=5; w=60',
  },
};

const SIGN_OUT = `${requireRoute('auth.logout').method} ${requireRoute('auth.logout').path}`;

/** Calls behind express-rate-limit (see app.ts): every answer carries its quota headers. */
const RATE_LIMITED = new Set([`POST ${requireRoute('message.create').path}`]);

/**
 * The OpenAPI document of every REST call, generated from the routers. The
 * adapter describes errors in its own shape; every error response is pointed
 * at the one error envelope instead. Public reads list an empty requirement
 * beside the cookie and the token, so SDKs send a credential when they have
 * one (admins see hidden rows); sign-in and the contact form need none.
 * Descriptions, examples, bounds and headers the routers do not state are
 * added here (decision 0053).
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Portfolio API',
    description:
      'The API behind the portfolio site and its admin back office. Admin calls take the session cookie set by POST /auth/login, or an API token (`Authorization: Bearer …`, made at POST /api/token): a read token may call every GET, a write token every call but those that manage sign-in (sessions, tokens, admins, two-factor), which need the cookie. Public reads take either optionally: with one, hidden and private items are included.\n\nLists answer one page (`items` and `metadata`), chosen by `filter`, `sort`, `page` and `limit`. Every error answers with the ErrorEnvelope: its `statusCode` is one of the product codes (1002 create refused, 1003 update refused, 1004 delete refused, 2001 bad credentials, 2002 two-factor code needed) or else the HTTP status. A write whose Origin or Referer names another site is refused (403); clients that send neither pass. A refused sign-in or contact message over its limit answers 429 with `Retry-After`.',
    version: '1.0.0',
    baseUrl: '/',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      bearerToken: {
        type: 'http',
        scheme: 'bearer',
        description:
          "An API token from POST /api/token. Scope 'read': GET calls only (403 on writes); scope 'write': every call a session may make except managing sessions, tokens, admins and two-factor sign-in (403).",
      },
    },
    defs: { ErrorEnvelope: errorEnvelopeSchema },
    // Plain Express routes the generator cannot see: uploads, the file download and the import.
    paths: { ...mediaOpenApiPaths(), ...importOpenApiPaths() },
  });

  const descriptions = errorDescriptions();
  const cookieOnly = personOnlyRoutes();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      const route = `${method.toUpperCase()} ${path}`;
      const optional = (operation.security as object[] | undefined)?.some(
        (requirement) => Object.keys(requirement).length === 0,
      );
      if (operation.security === undefined || optional) {
        // Public: a GET takes a credential optionally (admins see hidden rows); sign-out takes
        // the cookie it ends optionally; other public writes need none.
        if (method === 'get') operation.security = [{}, COOKIE, BEARER];
        else operation.security = route === SIGN_OUT ? [{}, COOKIE] : [];
      } else {
        // The adapter lists every scheme on a protected call; the calls that
        // manage sign-in take the cookie alone.
        operation.security = cookieOnly.has(route) ? [COOKIE] : [COOKIE, BEARER];
      }
      const described = descriptions.get(route) ?? {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        // A fresh object each: the adapter shares one per status across operations.
        operation.responses![status] = {
          description: described[Number(status)] ?? response.description ?? 'Error',
          ...(status === '429' ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
          content: { 'application/json': { schema: ENVELOPE_REF } },
        };
      }
      if (RATE_LIMITED.has(route)) {
        for (const response of Object.values(operation.responses ?? {})) {
          response.headers = { ...response.headers, ...RATE_LIMIT_HEADERS };
        }
      }
      for (const parameter of operation.parameters ?? []) {
        // Readers and generators show the parameter's description, not its schema's.
        parameter.description ??= parameter.schema?.description;
      }
      operation.description ??= describeOperation(method, operation);
    }
  }

  // The adapter registers its own error bodies, which no answer uses: every error is the envelope.
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  tidySchemas(document);
  fillExamples(schemas);
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      const json = operation.requestBody?.content?.['application/json'];
      // A body to copy in the reference page and generated docs, built like the schemas' examples.
      if (json?.schema) json.schema.example ??= exampleOf(json.schema, schemas, 0, true);
    }
  }

  return {
    ...document,
    info: {
      ...document.info,
      contact: {
        name: "The site's owner, through the contact form of the site (POST /api/message)",
      },
      license: LICENSE,
    },
    servers: [
      {
        url: '{origin}',
        description: 'The site serving this API',
        variables: {
          origin: {
            default: 'http://localhost:3000',
            description:
              "The site's origin (scheme, host and port, no trailing slash), such as https://portfolio.example.org; a local `npm start` listens on http://localhost:3000.",
          },
        },
      },
    ],
    tags: tagsOf(document),
  };
}

/**
 * The described tags, then any other tag a call uses (a newly registered
 * entity), so every tag is declared even before someone describes it.
 */
function tagsOf(document: OpenAPIObject): { name: string; description: string }[] {
  const used = new Set<string>();
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  const described = [
    ...TAGS,
    ...contentModules.flatMap((module) => (module.apiTag ? [module.apiTag] : [])),
  ];
  const known = new Set(described.map((tag) => tag.name));
  const added = [...used]
    .filter((name) => !known.has(name))
    .map((name) => ({ name, description: `The ${name} items, and writing them.` }));
  return [...described, ...added];
}

/** The code is the site owner's; no open licence is granted. */
const LICENSE = {
  name: 'Proprietary: all rights reserved by the site owner',
  identifier: 'LicenseRef-Proprietary',
};

/** The writes that refuse API tokens (see `managesSignIn`), by `METHOD /path`. */
function personOnlyRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const [path, procedure] of Object.entries(appRouter._def.procedures) as unknown as [
    string,
    { _def: { meta?: OpenApiMeta; type: string } },
  ][]) {
    const openapi = procedure._def.meta?.openapi;
    if (openapi && procedure._def.type === 'mutation' && managesSignIn(path)) {
      routes.add(`${openapi.method} ${openapi.path}`);
    }
  }
  return routes;
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
