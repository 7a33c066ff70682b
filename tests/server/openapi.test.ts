import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/composition/app-router';
import { plainRoutes, requireRoute } from '../../src/shared/api-routes';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Operation {
  security: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe('OpenAPI', () => {
  it('serves the same document that is committed as openapi.json', async () => {
    const served = await new ApiClient(server.url).get<Document>('/api/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(readFileSync('openapi.json', 'utf8')));
  });

  it('describes every route, with the envelope on every error and security per call', async () => {
    const document = (await new ApiClient(server.url).get<Document>('/api/openapi.json')).body;
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'portfolio_session' },
      bearerToken: { type: 'http', scheme: 'bearer', description: expect.any(String) },
    });
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    for (const name of Object.keys(appRouter._def.procedures)) {
      const { method, path } = requireRoute(name as Parameters<typeof requireRoute>[0]);
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, name).toBeDefined();
      for (const [status, response] of Object.entries(operation!.responses)) {
        if (Number(status) >= 400) {
          expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
            $ref: '#/components/schemas/ErrorEnvelope',
          });
        }
      }
    }
    // Public reads take a credential optionally (an admin sees hidden rows).
    expect(document.paths['/api/category']?.get?.security).toEqual([
      {},
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
    expect(document.paths['/api/category']?.post?.security).toEqual([
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
    // Managing sign-in takes the cookie alone.
    expect(document.paths['/api/token']?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/auth/login']?.post?.security).toEqual([]);
  });

  it('serves a reference page that needs no internet', async () => {
    const client = new ApiClient(server.url);
    const page = await client.get<string>('/api/docs');
    expect(page.status).toBe(200);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith('/')).toBe(true);
      expect((await fetch(`${server.url}${source}`)).status).toBe(200);
    }
  });
});

/** Every call the API must offer, written out by hand rather than read from the code. */
const SPEC_CALLS = [
  'GET /auth/identity',
  'POST /auth/login',
  'POST /auth/logout',
  ...['admin', 'message', 'certification', 'education', 'experience', 'tool', 'expertise']
    .concat(['category', 'project', 'skill', 'skillset'])
    .flatMap((entity) => [
      `GET /api/${entity}`,
      `GET /api/${entity}/{id}`,
      `POST /api/${entity}`,
      `PUT /api/${entity}/{id}`,
      `DELETE /api/${entity}/{id}`,
    ]),
  'PUT /api/message/{id}/read',
  'PUT /api/message/{id}/unread',
  'GET /api/media',
  'GET /api/media/{id}',
  'GET /api/media/{type}/{name}',
  'POST /api/media',
  'PUT /api/media/{id}',
  'DELETE /api/media/{id}',
  'GET /api/variable/environment',
  'GET /api/variable',
  'GET /api/variable/{key}',
  'POST /api/variable',
  'PUT /api/variable/{key}',
  'DELETE /api/variable/{key}',
  'GET /api/analytics/visits',
  'GET /api/analytics/cv-downloads',
  'GET /api/analytics/project-views',
];

describe('openapi.json is complete and valid', () => {
  const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as Document;

  it('passes the official OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(SPEC_CALLS)('describes %s', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(document.paths[path]?.[method.toLowerCase()]).toBeDefined();
  });

  it('describes the plain routes with multipart uploads and a binary download', () => {
    for (const { method, path } of Object.values(plainRoutes)) {
      if (path === '/cv') continue;
      expect(document.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    const upload = document.paths['/api/media']?.post as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('openapi.json tells a consumer what the server enforces', () => {
  type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
  interface Parameter {
    name: string;
    description?: string;
    schema: Schema;
  }
  interface FullOperation {
    summary: string;
    description?: string;
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { headers?: Record<string, unknown> }>;
  }
  const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
    servers: { url: string; variables?: Record<string, { default: string }> }[];
    info: { license?: unknown; contact?: unknown };
    tags: { name: string; description: string }[];
    paths: Record<string, Record<string, FullOperation>>;
    components: { schemas: Record<string, Schema> };
  };
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  const bodyOf = (path: string, method: string) =>
    Object.values(document.paths[path]![method]!.requestBody!.content)[0]!.schema;

  it('describes every call, parameter and tag, with an absolute server', () => {
    const server = document.servers[0]!;
    const url = server.url.replace(
      /\{(\w+)\}/g,
      (_, name: string) => server.variables![name]!.default,
    );
    expect(new URL(url).origin).toBe('http://localhost:3000');
    expect(document.info.license).toBeDefined();
    expect(document.info.contact).toBeDefined();
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const operation of operations) {
      expect(operation.description, operation.summary).toBeTruthy();
      expect(operation.summary).not.toMatch(/\ba [AEIOU]/);
      for (const tag of (operation as { tags?: string[] }).tags ?? []) expect(tags).toContain(tag);
      for (const parameter of operation.parameters ?? []) {
        expect(parameter.description, `${operation.summary}: ${parameter.name}`).toBeTruthy();
      }
    }
    const sort = document.paths['/api/tool']!.get!.parameters!.find((p) => p.name === 'sort')!;
    expect(sort.description).toContain('toolId, name, link');
  });

  it('states the error codes, the id range and the rules checked by refinement', () => {
    expect(
      Object.keys(document.components.schemas).filter((name) => name.startsWith('error.')),
    ).toEqual([]);
    const statusCode = JSON.stringify(
      document.components.schemas.ErrorEnvelope!.properties!.statusCode,
    );
    for (const code of [1002, 1003, 1004, 2001, 2002]) expect(statusCode).toContain(String(code));
    expect(JSON.stringify(document)).not.toContain('-9007199254740991');
    expect(document.components.schemas.Tool!.properties!.toolId).toMatchObject({ minimum: 1 });
    expect(bodyOf('/api/project', 'post').properties!.content).toMatchObject({
      maxLength: 200_000,
    });
    const message = bodyOf('/api/message', 'post').properties!.message!;
    expect(message.maxLength).toBeUndefined();
    expect(message.description).toContain('max_message_length');
    for (const field of ['icon', 'link']) {
      expect(bodyOf('/api/tool', 'post').properties![field]!.pattern).toBeDefined();
    }
    const from = document.paths['/api/analytics/visits']!.get!.parameters!.find(
      (p) => p.name === 'from',
    )!;
    expect(from.description).toContain('366 days');
  });

  it('documents the rate-limit headers and the optional order on update', () => {
    const message = document.paths['/api/message']!.post!;
    expect(Object.keys(message.responses['429']!.headers!)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']),
    );
    expect(Object.keys(document.paths['/auth/login']!.post!.responses['429']!.headers!)).toContain(
      'Retry-After',
    );
    for (const entity of ['skill', 'skillset']) {
      expect(bodyOf(`/api/${entity}/{id}`, 'put').required).not.toContain('order');
    }
  });
});
