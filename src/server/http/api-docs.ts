import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import type { OpenAPIObject } from 'trpc-to-openapi';

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Portfolio API reference</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

/**
 * The folder of swagger-ui-dist's files. Found by its package.json: the
 * package's main module loads its 1.5 MB bundle into the server, a fifth of
 * a second at every start, for files that are only ever sent.
 */
const SWAGGER_UI_FOLDER = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
});`;

/**
 * `/api/openapi.json` and a reference page at `/api/docs` whose assets come
 * from the installed swagger-ui-dist, so it works with no internet. The
 * document is generated on its first request, not at start: a tenth of a
 * second that most starts never need.
 */
/** The document and its viewer: GET routes beside the API's own. */
export const API_DOCS_PATHS = ['/api/openapi.json', '/api/docs', '/api/docs/init.js'] as const;

export function apiDocsRoutes(buildDocument: () => OpenAPIObject): Router {
  const routes = Router();
  let document: OpenAPIObject | undefined;
  routes.get('/api/openapi.json', (_req, res) => {
    document ??= buildDocument();
    res.json(document);
  });
  routes.get('/api/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  routes.get('/api/docs/init.js', (_req, res) => {
    res.type('js').send(INIT_SCRIPT);
  });
  routes.use('/api/docs/assets', express.static(SWAGGER_UI_FOLDER, { index: false, maxAge: '1d' }));
  return routes;
}
