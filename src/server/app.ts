import type { RequestListener } from 'node:http';
import type { Orm } from './db/orm-type';
import compression from 'compression';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import { plainRoutes, routeOf } from '../shared/api-routes';
import { contentVersion } from './db/content-version';
import { serverAdminPages } from './http/admin-pages';
import { admitInTurn } from './http/admission';
import { keepAnswers, withFastLane } from './http/fast-lane';
import { KeptResponses } from './http/kept-responses';
import { countOnServe, isPublicRead } from './http/public-reads';
import { API_DOCS_PATHS, apiDocsRoutes } from './http/api-docs';
import { allowedMethods, refuseUnroutedMethods } from './http/allowed-methods';
import { limitRequests, refuseAmbiguousPaths, refuseCrossSiteWrites } from './http/guards';
import { restHandler } from './http/rest-handler';
import { boundedJson, MAX_JSON_DEPTH, MAX_JSON_VALUES } from './http/json-bounds';
import type { RequestView, TrustProxy } from './http/plain-request';
import { DatabaseLimitStore } from './http/database-limit-store';
import { addressKey } from './http/address-key';
import { noStoreForPrivateAnswers } from './http/cache-rules';
import { sendError } from './http/send-error';
import type { AnalyticsRecorder } from './modules/analytics/analytics.recorder';
import { cvRoutes } from './modules/cv/cv.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { droppedMessageBeacon } from './modules/message/dropped-beacon';
import { importBodyParser, importRoutes } from './modules/import/import.routes';
import type { MediaStore } from './modules/media/media-store';
import type { MailAccess } from './modules/message/message-mail';
import { siteOrigin } from './modules/site/request-origin';
import { siteHosts } from './modules/media/site-paths';
import { siteRoutes } from './modules/site/site.routes';
import { previewImageRoute } from './modules/site/preview-image.route';
import { readPreviewContent } from './ssr/preview-content';
import { readSession, visitorSession } from './http/session';
import { type AccessLog, type Logger, requestLogging } from './logger';
import { buildOpenApiDocument } from './openapi/document';
import type { Settings } from './settings';
import { CLIENT_DIST, readClientAssets } from './ssr/client-assets';
import { renderAdminShell } from './ssr/render-admin';
import { THEME_SCRIPT_CSP_SOURCE } from './ssr/theme-script';
import { homePage } from './ssr/home-page-route';
import { renderSite, renderSitePage } from './ssr/render-site';
import { appRouter, createCaller } from './composition/app-router';
import type { Context } from './trpc/context';
import { AppError, toEnvelope } from './trpc/errors';
import { bearerSecret, viewerOf } from './modules/auth/viewer';
import { auditLog, addressHasher } from './modules/audit/audit.service';
import { deviceCookie } from './modules/auth/device-cookie';
import { inTurnAcrossInstances, inTurnFor } from './modules/auth/attempt-turns';
import { hasSessionCookie } from './http/session';

export interface AppDependencies {
  orm: Orm;
  settings: Settings;
  logger: Logger;
  /** The line per answered request goes here (buffered, see `createAccessLog`). */
  accessLog: AccessLog;
  /** Counts in memory; whoever starts the app writes them out (see `startServer`). */
  analytics: AnalyticsRecorder;
  /** Where media bytes live (opened and checked by `startServer`). */
  mediaStore: MediaStore;
  /** Mail (replies, the outbox worker's nudge); null when not configured. */
  mail: MailAccess | null;
}

/**
 * API calls that wait on another server rather than the CPU: a reply waits
 * for the SMTP server to accept it (seconds, when it is slow), and holding
 * a turn meanwhile would stall every other API call on SQLite.
 */
const WAITS_ON_IO = /^\/api\/message\/[^/]+\/reply\/?$/;

/** The one header a helmet middleware sets, as a name, value pair: the fast lane sends it without running it. */
function headerSetBy(middleware: RequestHandler): readonly string[] {
  const pair: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => pair.push(name.toLowerCase(), String(value)),
  };
  middleware({} as Request, recorder as unknown as Response, () => undefined);
  if (pair.length !== 2) throw new Error('expected a middleware that sets exactly one header');
  return pair;
}
/**
 * Features no page of the site uses, denied to it and to anything it embeds.
 * Only names current browsers know: an unknown one (`interest-cohort`) makes
 * Chromium log an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const ADMIN_PATH = /^\/admin(?:\/([^/]*))?\/?$/;

/**
 * The whole product in one Express app: API, OpenAPI, admin app, public
 * site and its assets; the server's request listener, with the fast lane
 * in front of the app.
 */
export function createApp({
  orm,
  settings,
  logger,
  accessLog,
  analytics,
  mediaStore,
  mail,
}: AppDependencies): RequestListener {
  const app = express();
  app.set('trust proxy', settings.trustProxy);
  app.disable('x-powered-by');

  // HSTS over plain HTTP is ignored by browsers at best, and on an install
  // reached by a LAN address or behind a TLS proxy it is wrong to promise
  // HTTPS for a host that may not have it: sent only on requests that came
  // over HTTPS (directly, or through a proxy trusted by TRUST_PROXY).
  const hsts = strictTransportSecurity();
  const hstsIfSecure = (req: Request, res: Response) => {
    if (req.secure) hsts(req, res, () => undefined);
  };
  const hstsHeader = headerSetBy(hsts);

  // Answers that are the same for every visitor until the content changes
  // (the home page, public reads, media files) are kept in memory and sent
  // from there by the server's request listener, before Express routes the
  // request (the fast lane, decision 0025).
  const kept = new KeptResponses(contentVersion(orm.em));
  const keyOf = (req: RequestView) => `${siteOrigin(req, settings.publicUrl)}${req.originalUrl}`;
  // In development the client is rebuilt under the running server: nothing is kept.
  const keep = settings.env !== 'development';

  app.use(requestLogging(logger));
  // One line per answered request, the same as the fast lane's and through
  // the same buffer: pino's general path (its serializers, the redaction
  // pass, a write per line) cost a signed-in read more than its session.
  // Failures are logged where they happen, at error level and unbuffered,
  // with the request's id. Health probes would drown the log.
  app.use((req, res, next) => {
    if (req.url === '/healthz') return next();
    const started = performance.now();
    // `close` comes once, after the last byte or when the client left first.
    res.once('close', () =>
      accessLog.completed({
        id: String(req.id),
        method: req.method,
        url: req.originalUrl,
        statusCode: res.statusCode,
        responseTime: Math.round(performance.now() - started),
      }),
    );
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Covers and the images of a project's text may be on any HTTPS site
          // (an admin gives their URL); data: for the backgrounds drawn in CSS.
          'img-src': ["'self'", 'data:', 'https:'],
          // Tool and expertise icons are SVG files fetched by script from their
          // URL, which may be any HTTPS site, and inlined (decision 0026).
          'connect-src': ["'self'", 'https:'],
          // The one inline script, which sets the theme before the first
          // paint, by the hash of its text; no other inline script runs.
          'script-src': ["'self'", THEME_SCRIPT_CSP_SOURCE],
          // No page embeds a frame; an iframe smuggled into inlined markup
          // could otherwise load one of this site's own pages or files.
          'frame-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          // Helmet's default would break every asset on a plain-HTTP install (a LAN address).
          'upgrade-insecure-requests': null,
        },
      },
      // Set below, and only on HTTPS requests.
      strictTransportSecurity: false,
      // The same as the CSP's frame-ancestors 'none', for browsers that know only this header.
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use((req, res, next) => {
    hstsIfSecure(req, res);
    // The site uses none of these powerful features: a script that got in
    // somehow, or a page that frames one of ours, cannot ask for them either.
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.use(noStoreForPrivateAnswers());
  // First of all routes: each must see the path the REST adapter will resolve.
  app.use(refuseAmbiguousPaths());

  app.get('/healthz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ statusCode: 503, message: 'Database unreachable' });
    }
  });

  const sessionLimits = {
    idleMs: settings.sessionIdleMs,
    maxMs: settings.sessionMaxMs,
    confirmMs: settings.confirmMs,
  };
  const audit = auditLog(settings.sessionSecret);
  // Several instances share a PostgreSQL database; a SQLite file has one.
  const attemptTurns =
    settings.database.kind === 'postgres' ? inTurnAcrossInstances(orm) : inTurnFor;
  // The lock-out counts a client by its address key (an IPv6 client per /64,
  // every spelling of an address as one), kept as a keyed hash.
  const hashAddressText = addressHasher(settings.sessionSecret);
  const hashAddress = (address: string) => hashAddressText(addressKey(address));
  const clientOf = (req: Request) => ({
    address: req.ip ?? req.socket.remoteAddress ?? '',
    userAgent: req.headers['user-agent'],
  });

  const createContext = async (req: Request, res: Response): Promise<Context> => {
    const em = orm.em.fork();
    const session = await readSession(req, res, settings.sessionSecret, settings.sessionMaxMs);
    const viewer = viewerOf(em, session, req.headers, sessionLimits);
    return {
      em,
      session,
      log: req.log,
      viewer,
      isAdmin: async () => (await viewer()) !== null,
      client: clientOf(req),
      siteHosts: siteHosts(req, settings.publicUrl),
      setHeader: (name, value) => res.setHeader(name, value),
      requestHeader: (name) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      access: {
        sessionLimits,
        audit,
        hashAddress,
        device: deviceCookie(req, res, settings.sessionSecret),
        attemptTurns,
      },
      analytics,
      dataDir: settings.dataDir,
      mediaStore,
      mail,
    };
  };

  // Pages, scripts, styles, JSON and SVG travel gzipped: on a phone's
  // connection the bytes saved matter more than the CPU spent. A part of a
  // file (206) goes as the stored bytes: its Content-Range counts those
  // bytes, and a player seeking in it could not use an encoded slice.
  app.use(
    compression({
      filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
    }),
  );
  // A request with a bearer token and no session cookie is no browser acting
  // on a cookie it was given: the cross-site guard has nothing to protect.
  const crossSite = refuseCrossSiteWrites({ publicUrl: settings.publicUrl });
  app.use((req, res, next) =>
    bearerSecret(req.headers) !== undefined && !hasSessionCookie(req)
      ? next()
      : crossSite(req, res, next),
  );

  // In development the client is rebuilt while the server runs: read the manifest each time.
  const assets = readClientAssets();
  const currentAssets = () => (settings.env === 'development' ? readClientAssets() : assets);

  // On SQLite, API calls and page renders take turns (see admission.ts).
  // Media, static files and /cv (which may stream the CV file to a slow
  // phone) and /auth (a password hash in the thread pool) wait on I/O, not
  // the CPU: in turn, they would only hold the line.
  // On PostgreSQL every query is a round trip over a socket: the event loop
  // gets a turn at each one, so requests interleave on their own, and making
  // them wait for each other would only leave the pool's connections idle.
  const inTurn: RequestHandler =
    settings.database.kind === 'sqlite'
      ? admitInTurn({ concurrency: 1, maxTurnMs: 10_000 })
      : (_req, _res, next) => next();

  const visitorContext = (req: Request): Context => ({
    em: orm.em.fork(),
    session: visitorSession(),
    log: req.log,
    viewer: async () => null,
    isAdmin: async () => false,
    client: clientOf(req),
    siteHosts: siteHosts(req, settings.publicUrl),
    setHeader: () => {},
    requestHeader: () => undefined,
    access: {
      sessionLimits,
      audit,
      hashAddress,
      device: { idFor: async () => null, remember: async () => {} },
      attemptTurns,
    },
    analytics,
    dataDir: settings.dataDir,
    mediaStore,
    mail,
  });

  // The home page, first of the routes: no other route answers `/`, and the
  // page kept in memory is sent without passing them (decision 0024).
  app.get(
    '/',
    homePage({
      kept,
      keyOf,
      inTurn,
      // A visit is a GET of `/` by a client that is no bot.
      countVisit: (req) => analytics.recordVisit(req.ip ?? '', req.headers['user-agent']),
      render: (req, origin) =>
        renderSite('home', visitorContext(req), { assets: currentAssets().site, origin }),
      origin: (req) => siteOrigin(req, settings.publicUrl),
      keep,
    }),
  );
  // Failed sign-ins are limited per account and per address in the database
  // (see modules/auth/lockout.ts), and so are contact messages per address:
  // every instance on the database shares one count.
  app.post(
    '/api/message',
    limitRequests({
      windowMs: 60_000,
      limit: settings.messageRateLimit,
      store: new DatabaseLimitStore(() => orm.em.getConnection(), 'message:'),
      logger,
    }),
  );
  app.use(droppedMessageBeacon(logger));
  app.post(
    plainRoutes.jsonResumeImport.path,
    importBodyParser(async (req, res) => (await (await createContext(req, res)).viewer()) !== null),
  );
  // Every other body: 1 MB, bounded in depth and values before it is parsed.
  app.use(
    ['/api', '/auth'],
    boundedJson('1mb', { maxDepth: MAX_JSON_DEPTH, maxValues: MAX_JSON_VALUES }),
  );
  app.use(apiDocsRoutes(buildOpenApiDocument));
  if (keep) {
    app.use(
      keepAnswers({
        kept,
        keyOf,
        isKeepable: (req) => isPublicRead(req.path),
        onServeFor: countOnServe(analytics),
        // Each URL a client asks for is compressed once per encoding: cheap enough not to matter.
        brotliQuality: 5,
        // A larger media file streams from disk: kept, a few would fill the store (decision 0043).
        maxBodyBytes: 1024 * 1024,
      }),
    );
  }
  // Before the adapter: multipart uploads, the file download and /cv are plain routes.
  app.use(
    mediaRoutes({
      createContext,
      dataDir: settings.dataDir,
      maxUploadBytes: settings.maxUploadBytes,
      createMediaCaller: (ctx) => createCaller(ctx).media,
    }),
  );
  app.use('/api', (req, res, next) =>
    WAITS_ON_IO.test(req.originalUrl.split('?')[0] ?? '') ? next() : inTurn(req, res, next),
  );
  app.use(cvRoutes({ createContext }));
  app.use(importRoutes({ createContext, createImportCaller: (ctx) => createCaller(ctx).import }));
  app.use(restHandler({ router: appRouter, createContext, logger }));
  app.use(
    refuseUnroutedMethods(
      allowedMethods([
        // Every procedure's route (the entities' five calls by rule, the rest from the table).
        ...Object.keys(appRouter._def.procedures).flatMap((procedure) => routeOf(procedure) ?? []),
        ...Object.values(plainRoutes),
        ...API_DOCS_PATHS.map((path) => ({ method: 'GET' as const, path })),
      ]),
    ),
  );
  app.use(['/api', '/auth'], (_req, res) => sendError(res, AppError.notFound('Path')));
  app.use(siteRoutes({ orm, publicUrl: settings.publicUrl }));
  app.use(
    previewImageRoute({
      version: contentVersion(orm.em),
      inTurn,
      readContent: (req) => readPreviewContent(visitorContext(req)),
      mediaContext: () => ({ em: orm.em.fork(), mediaStore }),
    }),
  );

  const serveStatic = express.static(CLIENT_DIST, {
    index: false,
    setHeaders: (res, file) => {
      // Vite fingerprints everything under assets/, so it never changes.
      if (file.includes(`${CLIENT_DIST}/assets/`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // Source maps are for development only (vite.config.ts); one left in the
  // folder by a development build is still not handed to visitors: the
  // request goes on to the 404 page.
  const hideSourceMaps = settings.env !== 'development';
  app.use((req, res, next) =>
    hideSourceMaps && req.path.toLowerCase().endsWith('.map')
      ? next()
      : serveStatic(req, res, next),
  );

  app.get(ADMIN_PATH, (req, res) => {
    const page = ADMIN_PATH.exec(req.path)?.[1] ?? '';
    const known = page === '' || serverAdminPages.includes(page);
    res
      .status(known ? 200 : 404)
      .type('html')
      .send(renderAdminShell(currentAssets().admin, settings.maxUploadBytes));
  });

  // Any other page address: the site's 404 page, rendered each time (it is cheap).
  app.get(/.*/, inTurn, async (req, res, next) => {
    try {
      const html = await renderSitePage('not-found', visitorContext(req), {
        assets: currentAssets().site,
        origin: siteOrigin(req, settings.publicUrl),
      });
      res.status(404).type('html').send(html);
    } catch (error) {
      next(error);
    }
  });

  app.use((_req, res) => sendError(res, AppError.notFound('Path')));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (toEnvelope(error).httpStatus >= 500) {
      // The URL's credential parameters are masked by the logger's serializer.
      req.log.error({ err: error, reqId: req.id, url: req.originalUrl }, 'request failed');
    }
    if (res.headersSent) return res.end();
    sendError(res, error);
  });

  return keep
    ? withFastLane(app, {
        kept,
        keyOf,
        requestHeaders: (req) => (req.secure ? hstsHeader : []),
        // The rule `app.set('trust proxy')` compiled, as Express's own request helpers read it.
        trustProxy: app.get('trust proxy fn') as TrustProxy,
        accessLog,
      })
    : app;
}
