import { z } from 'zod';
import { type Education, educationSchema } from '../../../shared/education';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { escapeHtml, period } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { byStartDesc, resumeDate, resumeDateSchema } from '../content/resume-fields';
import { demoEducation } from './education.demo';
import { EducationEntity } from './education.entity';
import { educationRouter } from './education.router';
import { educationService } from './education.service';

const resumeEducationSchema = z.object({
  institution: z.string(),
  area: z.string().optional(),
  studyType: z.string().optional(),
  startDate: resumeDateSchema.optional(),
  endDate: resumeDateSchema.optional(),
  score: z.string().optional(),
});

/** Degree words and abbreviations that open a title ("M.Sc. Computer Science"). */
const DEGREE =
  /^((?:[A-Za-z]{1,4}\.){1,4}[A-Za-z]{0,4}\.?|B\.?A|B\.?S|BSc|BEng|BBA|M\.?A|M\.?S|MSc|MEng|MBA|MPhil|PhD|DPhil|Ph\.D\.?|Bachelor|Master|Diploma|Dipl\.?|Doctor|Doctorate|Associate|Certificate|Abitur|Magister)\s+(.+)$/i;

/**
 * Education titles are free text; JSON Resume splits them into the kind of
 * degree and the field. "Bachelor of Science in Physics" and "MSc,
 * Robotics" split at " in " and ", "; a title that opens with a degree
 * ("B.Sc. Media Informatics") splits after it; anything else is the area.
 */
export function splitEducationTitle(title: string): { studyType?: string; area?: string } {
  const text = title.trim();
  if (!text) return {};
  const separated = /^(.+?)(?:\s+in\s+|,\s*)(.+)$/i.exec(text);
  if (separated?.[1] && separated[2]) {
    return { studyType: separated[1].trim(), area: separated[2].trim() };
  }
  const degree = DEGREE.exec(text);
  // "Master of Science" names the degree alone.
  if (degree?.[1] && degree[2] && !/^of\s/i.test(degree[2])) {
    return { studyType: degree[1], area: degree[2].trim() };
  }
  if (degree) return { studyType: text };
  return { area: text };
}

export const educationModule = defineContentModule({
  name: 'education',
  entities: [EducationEntity],
  router: educationRouter,
  publicReads: true,
  adminPage: 'education',
  export: exportSection({
    key: 'education',
    position: 60,
    item: educationSchema,
    load: (admin) => listAll(educationService(admin.em, admin.isAdmin), 'educationId:asc'),
  }),
  resume: resumeSection({
    key: 'education',
    position: 20,
    item: resumeEducationSchema,
    build: (content: { education: Education[] }) =>
      content.education
        .filter((item) => !item.hidden)
        .sort(byStartDesc((item) => item.educationId))
        .map((item) => ({
          institution: item.school,
          ...splitEducationTitle(item.title),
          ...(resumeDate(item.startAt) ? { startDate: item.startAt } : {}),
          ...(resumeDate(item.endAt) ? { endDate: item.endAt ?? undefined } : {}),
          // 0 is the "not given" default of the admin form.
          ...(item.gpa > 0 ? { score: String(item.gpa) } : {}),
        })),
  }),
  cv: {
    title: 'Education',
    position: 30,
    async render(em) {
      const rows = await em.find(
        EducationEntity,
        { hidden: false },
        { orderBy: { startAt: 'desc', educationId: 'desc' } },
      );
      return rows
        .map((item) => {
          const gpa = Number(item.gpa);
          return `<div class="entry"><div class="entry-head"><h3>${escapeHtml(item.title)}</h3><span class="meta">${period(item.startAt, item.endAt ?? null)}</span></div><p class="detail">${escapeHtml(item.school)}, ${escapeHtml(item.location)}${gpa > 0 ? ` · GPA ${escapeHtml(String(gpa))}` : ''}</p></div>`;
        })
        .join('');
    },
  },
  demo: { rows: demoEducation, one: 'education row', many: 'education rows' },
  sitemapDays: [
    'select max(start_at) as day from education where not hidden',
    'select max(end_at) as day from education where not hidden',
  ],
});
