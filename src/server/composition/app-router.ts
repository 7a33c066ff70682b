import { adminRouter } from '../modules/admin/admin.router';
import { analyticsRouter } from '../modules/analytics/analytics.router';
import { auditRouter } from '../modules/audit/audit.router';
import { authRouter } from '../modules/auth/auth.router';
import { exportRouter } from '../modules/export/export.router';
import { importRouter } from '../modules/import/import.router';
import { mediaRouter } from '../modules/media/media.router';
import { sessionRouter } from '../modules/session/session.router';
import { tokenRouter } from '../modules/token/token.router';
import { twoFactorRouter } from '../modules/auth/two-factor.router';
import { variableRouter } from '../modules/variable/variable.router';
import { contentModules, type ContentModules } from '../modules/content-registry';
import { createCallerFactory, router } from '../trpc/init';

/** Each content module's router under its name, typed procedure by procedure. */
type ContentRouters = { [M in ContentModules[number] as M['name']]: M['router'] };

const contentRouters = Object.fromEntries(
  contentModules.map((module) => [module.name, module.router]),
) as ContentRouters;

export const appRouter = router({
  auth: authRouter,
  admin: adminRouter,
  ...contentRouters,
  variable: variableRouter,
  media: mediaRouter,
  analytics: analyticsRouter,
  export: exportRouter,
  import: importRouter,
  twoFactor: twoFactorRouter,
  session: sessionRouter,
  token: tokenRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
