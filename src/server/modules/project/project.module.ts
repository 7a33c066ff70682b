import { z } from 'zod';
import { type Project, projectSchema } from '../../../shared/project';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { resumeDate, resumeDateSchema } from '../content/resume-fields';
import { ProjectEntity } from './project.entity';
import { projectRouter } from './project.router';
import { projectsImport } from './project.resume-import';
import { projectService } from './project.service';

const resumeProjectSchema = z.object({
  name: z.string(),
  description: z.string(),
  startDate: resumeDateSchema.optional(),
  type: z.string().meta({ description: 'The project category' }),
  keywords: z.array(z.string()).meta({ description: 'The tools used' }),
});

export const projectModule = defineContentModule({
  name: 'project',
  entities: [ProjectEntity],
  router: projectRouter,
  publicReads: true,
  adminPage: 'projects',
  export: exportSection({
    key: 'projects',
    position: 30,
    item: projectSchema,
    load: (admin) => listAll(projectService(admin), 'projectId:asc'),
  }),
  resume: resumeSection({
    key: 'projects',
    position: 50,
    item: resumeProjectSchema,
    // The public page's order: pinned first, then the newest.
    build: (content: { projects: Project[] }) =>
      content.projects
        .filter((project) => !project.hidden)
        .sort(
          (a, b) =>
            Number(b.pinned) - Number(a.pinned) ||
            b.publishedAt.localeCompare(a.publishedAt) ||
            a.projectId - b.projectId,
        )
        .map((project) => ({
          name: project.name,
          description: project.description,
          ...(resumeDate(project.publishedAt) ? { startDate: project.publishedAt } : {}),
          type: project.category.name,
          keywords: project.tools.map((tool) => tool.name),
        })),
    import: projectsImport,
  }),
  sitemapDays: ['select max(published_at) as day from project where not hidden'],
  mediaLinks: { label: 'name', columns: ['cover', 'description', 'content'], position: 10 },
  demo: { one: 'project', many: 'projects' },
});
