import { declaredContent } from '../../shared/content/declared-content';
import type { DeclaredContent } from '../../shared/content/define-content';
import { declaredModule } from './content/declared-module';
import { categoryModule } from './category/category.module';
import { certificationModule } from './certification/certification.module';
import { educationModule } from './education/education.module';
import { experienceModule } from './experience/experience.module';
import { expertiseModule } from './expertise/expertise.module';
import { messageModule } from './message/message.module';
import { projectModule } from './project/project.module';
import { skillModule } from './skill/skill.module';
import { skillsetModule } from './skillset/skillset.module';
import { toolModule } from './tool/tool.module';

/** The module of each declared kind of content, typed one by one. */
type ModulesOf<T extends readonly DeclaredContent[]> = {
  [K in keyof T]: T[K] extends DeclaredContent ? ReturnType<typeof declaredModule<T[K]>> : never;
};
const declaredModules = declaredContent.map((content) =>
  declaredModule(content),
) as unknown as ModulesOf<typeof declaredContent>;

/**
 * Every managed entity of the content, one line each. The ORM's tables, the
 * routers, the REST routes, public reads, admin pages, the export, JSON
 * Resume, /cv, the sitemap and the demo content are all derived from this
 * list; the order here is the order of the routes in openapi.json.
 */
export const contentModules = [
  categoryModule,
  certificationModule,
  educationModule,
  experienceModule,
  expertiseModule,
  messageModule,
  projectModule,
  skillModule,
  skillsetModule,
  toolModule,
  ...declaredModules,
] as const;

export type ContentModules = typeof contentModules;
