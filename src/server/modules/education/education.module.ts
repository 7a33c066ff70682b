import { z } from 'zod';
import { type Education, educationInputSchema, educationSchema } from '../../../shared/education';
import { resumeDateText, resumeText, resumeTexts } from '../../../shared/json-resume-import';
import { endDay, given, startDay } from '../../../shared/json-resume-values';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { escapeHtml, period } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { byStartDesc, resumeDate, resumeDateSchema } from '../content/resume-fields';
import { NO_LOCATION, rowImport } from '../content/resume-import';
import { demoEducation } from './education.demo';
import { EducationEntity } from './education.entity';
import { educationRouter } from './education.router';
import { educationColumns, educationService } from './education.service';

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

/**
 * The site's one education title from JSON Resume's kind of degree and field.
 * The export splits titles with `splitEducationTitle`; of the usual ways to
 * join the two ("B.Sc. Physics", "Bachelor of Science in Physics", "MSc,
 * Physics") the first that splits back the same is taken, so a document the
 * site exported comes back as it went out.
 */
export function educationTitle(studyType?: string, area?: string): string {
  if (studyType && area) {
    for (const joined of [
      `${studyType} ${area}`,
      `${studyType} in ${area}`,
      `${studyType}, ${area}`,
    ]) {
      const split = splitEducationTitle(joined);
      if (split.studyType === studyType && split.area === area) return joined;
    }
    return `${studyType} in ${area}`;
  }
  return studyType ?? area ?? '';
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
    // Matched by school, title and start day.
    import: rowImport({
      key: 'education',
      describe: {
        creates: 'education',
        keys: [{ noun: 'education', key: 'institution, title and start' }],
      },
      document: z.looseObject({
        institution: resumeText.optional(),
        url: resumeText.optional(),
        area: resumeText.optional(),
        studyType: resumeText.optional(),
        startDate: resumeDateText.optional(),
        endDate: resumeDateText.optional(),
        score: resumeText.optional(),
        courses: resumeTexts.optional(),
      }),
      rows: (ctx) => educationService(ctx.em, ctx.isAdmin),
      sort: 'educationId:asc',
      rowKey: (row) => [row.school, row.title, row.startAt],
      kept: ['institution', 'area', 'studyType', 'startDate', 'endDate', 'score'],
      sourceOf: {
        school: 'institution',
        title: 'area',
        startAt: 'startDate',
        endAt: 'endDate',
        gpa: 'score',
      },
      read: (item, path) => {
        const school = given(item.institution) ?? '';
        const title = educationTitle(given(item.studyType), given(item.area));
        const startAt = startDay(item.startDate);
        // The site keeps a number; a score such as "3.8/4" or "A" has no place there.
        const score = given(item.score);
        const gpa = score && /^\d+(\.\d+)?$/.test(score) ? Number(score) : undefined;
        return {
          key: [school, title, startAt],
          label: [title, school].filter(Boolean).join(', ') || path,
          input: {
            school,
            title,
            location: NO_LOCATION,
            startAt: startAt ?? '',
            endAt: endDay(item.endDate) ?? null,
            gpa: gpa ?? 0,
          },
          updated: ['endAt', ...(gpa !== undefined ? ['gpa'] : [])],
          newRowNotes: [`location: JSON Resume has none, set to "${NO_LOCATION}"`],
          notes: score && gpa === undefined ? [`score: "${score}" is not a number, left out`] : [],
        };
      },
      schema: educationInputSchema,
      entity: EducationEntity,
      idProperty: 'educationId',
      columns: educationColumns,
    }),
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
