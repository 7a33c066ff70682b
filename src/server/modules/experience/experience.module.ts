import { z } from 'zod';
import { type Experience, experienceSchema } from '../../../shared/experience';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { escapeHtml, period } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { byStartDesc, resumeDate, resumeDateSchema } from '../content/resume-fields';
import { ExperienceEntity } from './experience.entity';
import { experienceRouter } from './experience.router';
import { workImport } from './experience.resume-import';
import { experienceService } from './experience.service';

const resumeWorkSchema = z.object({
  name: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: resumeDateSchema.optional(),
  endDate: resumeDateSchema.optional(),
  summary: z.string(),
  keywords: z.array(z.string()).meta({ description: 'The tools used there' }),
});

const EXPERIENCE_TYPE_LABELS: Record<string, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const experienceModule = defineContentModule({
  name: 'experience',
  entities: [ExperienceEntity],
  router: experienceRouter,
  publicReads: true,
  adminPage: 'experiences',
  export: exportSection({
    key: 'experience',
    position: 50,
    item: experienceSchema,
    load: (admin) => listAll(experienceService(admin), 'experienceId:asc'),
  }),
  resume: resumeSection({
    key: 'work',
    position: 10,
    item: resumeWorkSchema,
    build: (content: { experience: Experience[] }) =>
      content.experience
        .filter((experience) => !experience.hidden)
        .sort(byStartDesc((experience) => experience.experienceId))
        .map((experience) => ({
          name: experience.company,
          position: experience.title,
          location: experience.location,
          ...(resumeDate(experience.startAt) ? { startDate: experience.startAt } : {}),
          ...(resumeDate(experience.endAt) ? { endDate: experience.endAt ?? undefined } : {}),
          summary: experience.description,
          keywords: experience.tools.map((tool) => tool.name),
        })),
    import: workImport,
  }),
  cv: {
    title: 'Experience',
    position: 20,
    async render(em) {
      const rows = await em.find(
        ExperienceEntity,
        { hidden: false },
        { orderBy: { startAt: 'desc', experienceId: 'desc' } },
      );
      return rows
        .map((item) => {
          const type = EXPERIENCE_TYPE_LABELS[item.type] ?? item.type;
          const description = item.description.trim()
            ? `<p class="description">${escapeHtml(item.description.trim())}</p>`
            : '';
          return `<div class="entry"><div class="entry-head"><h3>${escapeHtml(item.title)} · ${escapeHtml(item.company)}</h3><span class="meta">${period(item.startAt, item.endAt ?? null)}</span></div><p class="detail">${escapeHtml(item.location)} · ${escapeHtml(type)}</p>${description}</div>`;
        })
        .join('');
    },
  },
  sitemapDays: [
    'select max(start_at) as day from experience where not hidden',
    'select max(end_at) as day from experience where not hidden',
  ],
  mediaLinks: { label: 'company', columns: ['cover', 'description'], position: 20 },
  demo: { one: 'experience', many: 'experiences' },
});
