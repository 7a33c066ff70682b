import { adminRouter } from '../modules/admin/admin.router';
import { analyticsRouter } from '../modules/analytics/analytics.router';
import { auditRouter } from '../modules/audit/audit.router';
import { authRouter } from '../modules/auth/auth.router';
import { categoryRouter } from '../modules/category/category.router';
import { certificationRouter } from '../modules/certification/certification.router';
import { educationRouter } from '../modules/education/education.router';
import { experienceRouter } from '../modules/experience/experience.router';
import { expertiseRouter } from '../modules/expertise/expertise.router';
import { exportRouter } from '../modules/export/export.router';
import { mediaRouter } from '../modules/media/media.router';
import { messageRouter } from '../modules/message/message.router';
import { sessionRouter } from '../modules/session/session.router';
import { tokenRouter } from '../modules/token/token.router';
import { twoFactorRouter } from '../modules/two-factor/two-factor.router';
import { projectRouter } from '../modules/project/project.router';
import { skillRouter } from '../modules/skill/skill.router';
import { skillsetRouter } from '../modules/skillset/skillset.router';
import { toolRouter } from '../modules/tool/tool.router';
import { variableRouter } from '../modules/variable/variable.router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  admin: adminRouter,
  category: categoryRouter,
  certification: certificationRouter,
  education: educationRouter,
  experience: experienceRouter,
  expertise: expertiseRouter,
  message: messageRouter,
  project: projectRouter,
  skill: skillRouter,
  skillset: skillsetRouter,
  tool: toolRouter,
  variable: variableRouter,
  media: mediaRouter,
  analytics: analyticsRouter,
  export: exportRouter,
  twoFactor: twoFactorRouter,
  session: sessionRouter,
  token: tokenRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
