import express, { Router } from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
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

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
});`;

/**
 * `/api/openapi.json` and a reference page at `/api/docs` whose assets come
 * from the installed swagger-ui-dist, so it works with no internet.
 */
export function apiDocsRoutes(document: OpenAPIObject): Router {
  const routes = Router();
  routes.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  routes.get('/api/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  routes.get('/api/docs/init.js', (_req, res) => {
    res.type('js').send(INIT_SCRIPT);
  });
  routes.use(
    '/api/docs/assets',
    express.static(getAbsoluteFSPath(), { index: false, maxAge: '1d' }),
  );
  return routes;
}
