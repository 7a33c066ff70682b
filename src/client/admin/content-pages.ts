import { declaredContent } from '../../shared/content/declared-content';
import type { ContentPage } from './content-page';
import { declaredPage } from './content/declared-page';
import { adminsPage } from './admins/admins-page';
import { categoriesPage } from './categories/categories-page';
import { certificatesPage } from './certificates/certificates-page';
import { educationPage } from './education/education-page';
import { experiencesPage } from './experiences/experiences-page';
import { expertisePage } from './expertise/expertise-page';
import { mediaPage } from './media/media-page';
import { messagesPage } from './messages/messages-page';
import { projectsPage } from './projects/projects-page';
import { skillsPage } from './skills/skills-page';
import { skillsetsPage } from './skillsets/skillsets-page';
import { toolsPage } from './tools/tools-page';
import { variablesPage } from './variables/variables-page';

/**
 * The admin's content pages, one line each, in sidebar order (after the
 * dashboard, before the account pages). The routes, the sidebar and the
 * activity trail's entity filter all follow this list.
 */
export const contentPages = [
  variablesPage,
  toolsPage,
  categoriesPage,
  projectsPage,
  expertisePage,
  experiencesPage,
  certificatesPage,
  educationPage,
  ...declaredContent.map((content) => declaredPage(content)),
  skillsPage,
  skillsetsPage,
  messagesPage,
  adminsPage,
  mediaPage,
] as const satisfies readonly ContentPage[];

export type ContentPageSlug = (typeof contentPages)[number]['slug'];
