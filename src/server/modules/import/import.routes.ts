import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { plainRoutes } from '../../../shared/api-routes';
import { JSON_RESUME_MAX_BYTES } from '../../../shared/json-resume-import';
import { unsafeInput } from '../../http/input-limits';
import { boundedJson, type JsonBounds, MAX_JSON_DEPTH } from '../../http/json-bounds';
import { refuseUnread } from '../../http/refuse-unread';
import { sendError } from '../../http/send-error';
import type { createCaller } from '../../composition/app-router';
import type { Context } from '../../trpc/context';
import { AppError, toEnvelope } from '../../trpc/errors';

export interface ImportRoutesOptions {
  createContext: (req: Request, res: Response) => Promise<Context>;
  /** The import call through the whole router, so it runs as `import.jsonResume` on the trail. */
  createImportCaller: (ctx: Context) => ReturnType<typeof createCaller>['import'];
}

const { path } = plainRoutes.jsonResumeImport;

/** `?dryRun=true` or `false`; left out means a real import. */
function dryRunOf(req: Request): boolean {
  const value = req.query.dryRun;
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw AppError.invalid(400, 'Invalid input', [
    { path: 'dryRun', message: 'dryRun must be true or false' },
  ]);
}

/**
 * A JSON Resume document is a handful of levels deep, and its values are
 * mostly texts: a CV of a thousand items, each with a dozen fields and a few
 * highlights, holds some twenty thousand. Past fifty thousand the body is
 * refused before it is parsed: checking and matching that many values one
 * by one is what held the whole site for seconds.
 */
export const IMPORT_JSON_BOUNDS: JsonBounds = { maxDepth: MAX_JSON_DEPTH, maxValues: 50_000 };

const readImportBody = boundedJson(JSON_RESUME_MAX_BYTES, IMPORT_JSON_BOUNDS);

/**
 * The body parser of the import: a whole CV with its projects' texts may be
 * larger than the 1 MB every other JSON body is allowed, so only a signed-in
 * admin's (or a token's) body is read at all; anyone else gets the 401
 * without the server taking in the megabytes. Mounted before the general
 * parser, which then leaves the parsed body alone.
 */
export function importBodyParser(
  signedIn: (req: Request, res: Response) => Promise<boolean>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!(await signedIn(req, res))) {
        refuseUnread(req, res, AppError.unauthorized());
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    readImportBody(req, res, next);
  };
}

/**
 * `POST /api/import/json-resume`: a plain route rather than the REST
 * adapter's, because the document itself is the body and `dryRun` travels
 * in the query, which the adapter does not read for a POST.
 */
export function importRoutes({ createContext, createImportCaller }: ImportRoutesOptions): Router {
  const routes = express.Router();
  routes.post(path, async (req, res) => {
    try {
      if (!req.is('application/json')) {
        throw new AppError(415, 415, 'Send the document as application/json');
      }
      const refused = unsafeInput(req);
      if (refused) throw refused;
      const dryRun = dryRunOf(req);
      const ctx = await createContext(req, res);
      const report = await createImportCaller(ctx).jsonResume({ dryRun, document: req.body });
      res.json(report);
    } catch (error) {
      if (toEnvelope(error).httpStatus >= 500) {
        req.log.error({ err: error, reqId: req.id }, 'request failed');
      }
      sendError(res, error);
    }
  });
  return routes;
}
