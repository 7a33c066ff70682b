import type { EntityManager } from '@mikro-orm/knex';
import { certificationInputSchema } from '../../../shared/certification';
import { educationInputSchema } from '../../../shared/education';
import { experienceInputSchema } from '../../../shared/experience';
import type {
  ResumeCertificate,
  ResumeEducation,
  ResumeProject,
  ResumePublication,
  ResumeSkill,
  ResumeWork,
} from '../../../shared/json-resume-import';
import { projectInputSchema } from '../../../shared/project';
import { publicationInputSchema } from '../../../shared/publication';
import { skillCreateSchema } from '../../../shared/skill';
import { skillsetCreateSchema } from '../../../shared/skillset';
import { categoryInputSchema } from '../../../shared/category';
import type { ListResponse } from '../../../shared/list';
import type { ListRequest } from '../../db/list';
import type { Context } from '../../trpc/context';
import { categoryService } from '../category/category.service';
import { certificationService } from '../certification/certification.service';
import { educationService } from '../education/education.service';
import { experienceService } from '../experience/experience.service';
import { projectService } from '../project/project.service';
import { publicationService } from '../publication/publication.service';
import { skillService } from '../skill/skill.service';
import type { Skillset } from '../skillset/skillset.entity';
import { skillsetService } from '../skillset/skillset.service';
import { toolService } from '../tool/tool.service';
import type { ImportChanges } from './import-changes';
import type { ImportRun } from './import-run';
import {
  stageCertification,
  stageCertificationUpdate,
  stageEducation,
  stageEducationUpdate,
  stageExperience,
  stageExperienceUpdate,
  stageProject,
  stageProjectUpdate,
  stagePublication,
  stagePublicationUpdate,
  stageSkill,
  stageSkillset,
} from './import-rows';
import { educationTitle, endDay, given, nameKey, startDay } from './resume-values';

/** What the sections write with: the transaction's manager, seen as an admin. */
export type ImportContext = Pick<Context, 'log' | 'analytics'> & {
  em: EntityManager;
  isAdmin: () => Promise<boolean>;
  /** Called after every item: gives other requests their turn (import-pacer.ts). */
  pace: () => Promise<void>;
  /** Changes to the site's rows, loaded and written a slice at a time by the pacer. */
  changes: ImportChanges;
};

/**
 * Covers and places are required on the site but JSON Resume has none for
 * education and projects (and often none for work): a new row gets these,
 * and the dry run says so, for the owner to replace on the item's page.
 */
export const IMPORTED_COVER = '/imported-cover.svg';
export const NO_LOCATION = 'Not given';

/** A skill's own rule, its name: the skillset is the import's. */
const skillNameSchema = skillCreateSchema.pick({ name: true });

/** A field of the item the site has no place for, named in the report. */
function leftOut(item: Record<string, unknown>, kept: readonly string[]): string[] {
  return Object.keys(item)
    .filter((key) => !kept.includes(key) && item[key] !== undefined)
    .map((key) => `${key}: not kept by this site`);
}

/** Rows listed per query when a section reads the site's rows: about 10-20 ms of work each. */
export const IMPORT_LIST_PAGE = 50;

/**
 * Every row of an entity, as its service lists them, a page at a time with
 * a turn for other requests between pages: listing a whole section at once
 * (a query, its tools, the shaping of each row) was one synchronous stretch
 * of 100-200 ms for a few hundred rows. The entities loaded for that are let
 * go after each page (nothing is staged while a section reads), so the
 * import's flushes look at the rows it writes, not at the whole site.
 */
async function existingRows<T>(
  ctx: ImportContext,
  service: { list(request: ListRequest): Promise<ListResponse<T>> },
  sort: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await service.list({ page, limit: IMPORT_LIST_PAGE, sort });
    rows.push(...reply.items);
    ctx.em.clear();
    await ctx.pace();
    if (page >= reply.metadata.totalPages) return rows;
  }
}

/** Tools named by JSON Resume `keywords`, matched by name; unknown names reported. */
async function toolIdsByName(ctx: ImportContext) {
  const tools = await existingRows(ctx, toolService(ctx.em), 'toolId:asc');
  const byName = new Map(tools.map((tool) => [nameKey(tool.name), tool.toolId]));
  return (keywords: string[] | undefined, notes: string[]): number[] | undefined => {
    if (!keywords) return undefined;
    const ids: number[] = [];
    for (const keyword of keywords) {
      const id = byName.get(nameKey(keyword));
      if (id === undefined) notes.push(`keywords: "${keyword}" is no tool of this site, left out`);
      else if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  };
}

/** Two items of the document with the same natural key: the later one is skipped. */
function firstOfKey(run: ImportRun, seen: Map<string, string>) {
  return (key: string, section: Parameters<ImportRun['skip']>[0], path: string, label: string) => {
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      run.skip(section, path, label, `The same item as ${earlier} of this document`);
      return false;
    }
    seen.set(key, path);
    return true;
  };
}

const WORK_FIELDS = [
  'name',
  'position',
  'location',
  'startDate',
  'endDate',
  'summary',
  'highlights',
  'keywords',
];

/** `work` → experiences, matched by company, title and start day. */
export async function importWork(run: ImportRun, ctx: ImportContext, items: ResumeWork[]) {
  const service = experienceService(ctx);
  const existing = await existingRows(ctx, service, 'experienceId:asc');
  const byKey = new Map(existing.map((row) => [nameKey(row.company, row.title, row.startAt), row]));
  const toolIds = await toolIdsByName(ctx);
  const first = firstOfKey(run, new Map());
  for (const [index, item] of items.entries()) {
    await ctx.pace();
    const path = `work.${index}`;
    const company = given(item.name) ?? '';
    const title = given(item.position) ?? '';
    const startAt = startDay(item.startDate);
    const label = [title, company].filter(Boolean).join(' at ') || path;
    const key = nameKey(company, title, startAt);
    if (!first(key, 'work', path, label)) continue;
    const notes = leftOut(item, WORK_FIELDS);
    const match = byKey.get(key);
    const location = given(item.location);
    if (!location && !match) notes.push(`location: none given, set to "${NO_LOCATION}"`);
    if (!match) notes.push('cover: a placeholder image, to replace on the Experiences page');
    const tools = toolIds(item.keywords, notes);
    const description = [given(item.summary), ...(item.highlights ?? []).map((line) => `• ${line}`)]
      .filter(Boolean)
      .join('\n');
    const input: Record<string, unknown> = {
      company,
      title,
      location: location ?? NO_LOCATION,
      cover: IMPORTED_COVER,
      startAt: startAt ?? '',
      endAt: endDay(item.endDate) ?? null,
      description,
      tools: tools ?? [],
    };
    await run.upsert({
      section: 'work',
      path,
      label,
      input,
      sourceOf: {
        company: 'name',
        title: 'position',
        location: 'location',
        startAt: 'startDate',
        endAt: 'endDate',
        description: 'summary',
        tools: 'keywords',
      },
      schema: experienceInputSchema,
      existing: match,
      current: (row) => ({ ...row, tools: row.tools.map((tool) => tool.toolId) }),
      updated: [
        ...(location ? ['location'] : []),
        'endAt',
        'description',
        ...(tools ? ['tools'] : []),
      ],
      create: (parsed) => stageExperience(ctx.em, parsed),
      update: (row, parsed) => stageExperienceUpdate(ctx.em, ctx.changes, row.experienceId, parsed),
      notes,
    });
  }
}

const EDUCATION_FIELDS = ['institution', 'area', 'studyType', 'startDate', 'endDate', 'score'];

/** `education` → education, matched by school, title and start day. */
export async function importEducation(
  run: ImportRun,
  ctx: ImportContext,
  items: ResumeEducation[],
) {
  const service = educationService(ctx.em, ctx.isAdmin);
  const existing = await existingRows(ctx, service, 'educationId:asc');
  const byKey = new Map(existing.map((row) => [nameKey(row.school, row.title, row.startAt), row]));
  const first = firstOfKey(run, new Map());
  for (const [index, item] of items.entries()) {
    await ctx.pace();
    const path = `education.${index}`;
    const school = given(item.institution) ?? '';
    const title = educationTitle(given(item.studyType), given(item.area));
    const startAt = startDay(item.startDate);
    const label = [title, school].filter(Boolean).join(', ') || path;
    const key = nameKey(school, title, startAt);
    if (!first(key, 'education', path, label)) continue;
    const notes = leftOut(item, EDUCATION_FIELDS);
    const match = byKey.get(key);
    if (!match) notes.push(`location: JSON Resume has none, set to "${NO_LOCATION}"`);
    // The site keeps a number; a score such as "3.8/4" or "A" has no place there.
    const score = given(item.score);
    const gpa = score && /^\d+(\.\d+)?$/.test(score) ? Number(score) : undefined;
    if (score && gpa === undefined) notes.push(`score: "${score}" is not a number, left out`);
    await run.upsert({
      section: 'education',
      path,
      label,
      input: {
        school,
        title,
        location: NO_LOCATION,
        startAt: startAt ?? '',
        endAt: endDay(item.endDate) ?? null,
        gpa: gpa ?? 0,
      },
      sourceOf: {
        school: 'institution',
        title: 'area',
        startAt: 'startDate',
        endAt: 'endDate',
        gpa: 'score',
      },
      schema: educationInputSchema,
      existing: match,
      current: (row) => ({ ...row }),
      updated: ['endAt', ...(gpa !== undefined ? ['gpa'] : [])],
      create: (parsed) => stageEducation(ctx.em, parsed),
      update: (row, parsed) => stageEducationUpdate(ctx.em, ctx.changes, row.educationId, parsed),
      notes,
    });
  }
}

/** `certificates` → certifications, matched by name and issuer. */
export async function importCertificates(
  run: ImportRun,
  ctx: ImportContext,
  items: ResumeCertificate[],
) {
  const service = certificationService(ctx.em);
  const existing = await existingRows(ctx, service, 'certificationId:asc');
  const byKey = new Map(existing.map((row) => [nameKey(row.name, row.issuer), row]));
  const first = firstOfKey(run, new Map());
  for (const [index, item] of items.entries()) {
    await ctx.pace();
    const path = `certificates.${index}`;
    const name = given(item.name) ?? '';
    const issuer = given(item.issuer) ?? '';
    const label = [name, issuer && `(${issuer})`].filter(Boolean).join(' ') || path;
    const key = nameKey(name, issuer);
    if (!first(key, 'certificates', path, label)) continue;
    const url = given(item.url);
    await run.upsert({
      section: 'certificates',
      path,
      label,
      input: { name, issuer, issuedAt: startDay(item.date) ?? '', link: url ?? null },
      sourceOf: { name: 'name', issuer: 'issuer', issuedAt: 'date', link: 'url' },
      schema: certificationInputSchema,
      existing: byKey.get(key),
      current: (row) => ({ ...row }),
      updated: ['issuedAt', ...(url ? ['link'] : [])],
      create: (parsed) => stageCertification(ctx.em, parsed),
      update: (row, parsed) =>
        stageCertificationUpdate(ctx.em, ctx.changes, row.certificationId, parsed),
      notes: leftOut(item, ['name', 'issuer', 'date', 'url']),
    });
  }
}

/** `publications` → publications, matched by title. */
export async function importPublications(
  run: ImportRun,
  ctx: ImportContext,
  items: ResumePublication[],
) {
  const service = publicationService(ctx.em, ctx.isAdmin);
  const existing = await existingRows(ctx, service, 'publicationId:asc');
  const byKey = new Map(existing.map((row) => [nameKey(row.title), row]));
  const first = firstOfKey(run, new Map());
  for (const [index, item] of items.entries()) {
    await ctx.pace();
    const path = `publications.${index}`;
    const title = given(item.name) ?? '';
    const label = title || path;
    if (!first(nameKey(title), 'publications', path, label)) continue;
    const input = {
      title,
      publisher: given(item.publisher) ?? null,
      publishedAt: startDay(item.releaseDate) ?? null,
      link: given(item.url) ?? null,
      summary: given(item.summary) ?? null,
    };
    await run.upsert({
      section: 'publications',
      path,
      label,
      input,
      sourceOf: {
        title: 'name',
        publisher: 'publisher',
        publishedAt: 'releaseDate',
        link: 'url',
        summary: 'summary',
      },
      schema: publicationInputSchema,
      existing: byKey.get(nameKey(title)),
      current: (row) => ({ ...row }),
      // What the document leaves out stays as the owner wrote it.
      updated: (['publisher', 'publishedAt', 'link', 'summary'] as const).filter(
        (field) => input[field] !== null,
      ),
      create: (parsed) => stagePublication(ctx.em, parsed),
      update: (row, parsed) =>
        stagePublicationUpdate(ctx.em, ctx.changes, row.publicationId, parsed),
      notes: leftOut(item, ['name', 'publisher', 'releaseDate', 'url', 'summary']),
    });
  }
}

/**
 * `skills` → a skillset per group (matched by name) and a skill per keyword
 * (matched by name within its set). New ones go to the end, in document order.
 */
export async function importSkills(run: ImportRun, ctx: ImportContext, items: ResumeSkill[]) {
  const existingSets = await existingRows(ctx, skillsetService(ctx.em), 'skillsetId:asc');
  const existingSkills = await existingRows(ctx, skillService(ctx.em), 'skillId:asc');
  const setByName = new Map(existingSets.map((row) => [nameKey(row.name), row]));
  const skillKeys = new Set(existingSkills.map((row) => nameKey(String(row.skillsetId), row.name)));
  // New ones go after the last, as the services place them.
  let lastSetOrder = Math.max(0, ...existingSets.map((row) => row.order));
  const lastSkillOrder = new Map<number, number>();
  for (const row of existingSkills) {
    lastSkillOrder.set(
      row.skillsetId,
      Math.max(lastSkillOrder.get(row.skillsetId) ?? 0, row.order),
    );
  }
  const first = firstOfKey(run, new Map());
  for (const [index, item] of items.entries()) {
    await ctx.pace();
    const path = `skills.${index}`;
    const name = given(item.name) ?? '';
    const label = name || path;
    if (!first(nameKey(name), 'skills', path, label)) continue;
    const notes = leftOut(item, ['name', 'keywords']);
    const known = setByName.get(nameKey(name));
    // The skillset the keywords go to: the site's (by id) or one staged just now.
    let skillset: Skillset | number;
    let order: number;
    if (known === undefined) {
      const staged = (await run.upsert({
        section: 'skills',
        path,
        label,
        input: { name },
        sourceOf: { name: 'name' },
        schema: skillsetCreateSchema,
        existing: undefined,
        current: () => ({}),
        updated: [],
        create: (parsed) => stageSkillset(ctx.em, parsed.name, (lastSetOrder += 1)),
        update: async () => undefined,
        notes,
      })) as Skillset | undefined;
      if (!staged) continue;
      skillset = staged;
      order = 0;
    } else {
      run.note('skills', path, label, 'unchanged', { notes });
      skillset = known.skillsetId;
      order = lastSkillOrder.get(known.skillsetId) ?? 0;
    }
    // A staged skillset has no skills yet and no id: its keywords are told apart by its path.
    const setKey = typeof skillset === 'number' ? String(skillset) : path;
    for (const [keywordIndex, keyword] of (item.keywords ?? []).entries()) {
      await ctx.pace();
      const skillPath = `${path}.keywords.${keywordIndex}`;
      const skillName = keyword.trim();
      const skillLabel = `${name} › ${skillName || skillPath}`;
      const key = nameKey(setKey, skillName);
      if (skillKeys.has(key)) {
        run.note('skills', skillPath, skillLabel, 'unchanged');
        continue;
      }
      skillKeys.add(key);
      const target = skillset;
      await run.upsert({
        section: 'skills',
        path: skillPath,
        label: skillLabel,
        input: { name: skillName },
        // A problem with the skill's name points at the keyword itself.
        sourceOf: {},
        // The skillset is the one above; the skill's own rule is its name's.
        schema: skillNameSchema,
        existing: undefined,
        current: () => ({}),
        updated: [],
        create: (parsed) => stageSkill(ctx.em, target, parsed.name, (order += 1)),
        update: async () => undefined,
        notes: [],
      });
    }
  }
}

const PROJECT_FIELDS = ['name', 'description', 'startDate', 'endDate', 'type', 'keywords'];

/** The category of projects whose document names none. */
const DEFAULT_CATEGORY = 'Projects';

/**
 * `projects` → projects, matched by name; `type` names the category (made
 * when the site has none of that name). The site's project text (markdown)
 * is made from the description, highlights and link for a new project and
 * never overwritten: the owner writes it.
 */
export async function importProjects(run: ImportRun, ctx: ImportContext, items: ResumeProject[]) {
  const service = projectService(ctx);
  const categories = categoryService(ctx.em);
  const existing = await existingRows(ctx, service, 'projectId:asc');
  const byKey = new Map(existing.map((row) => [nameKey(row.name), row]));
  const categoryIds = new Map(
    (await existingRows(ctx, categories, 'categoryId:asc')).map((row) => [
      nameKey(row.name),
      row.categoryId,
    ]),
  );
  const toolIds = await toolIdsByName(ctx);
  const first = firstOfKey(run, new Map());

  async function categoryId(name: string, path: string): Promise<number | undefined> {
    const known = categoryIds.get(nameKey(name));
    if (known !== undefined) return known;
    const created = (await run.upsert({
      section: 'categories',
      path,
      label: name,
      input: { name },
      sourceOf: { name: 'type' },
      schema: categoryInputSchema,
      existing: undefined,
      current: () => ({}),
      updated: [],
      create: (parsed) => categories.create(parsed),
      update: async () => undefined,
      notes: [],
    })) as { categoryId: number } | undefined;
    if (created) categoryIds.set(nameKey(name), created.categoryId);
    return created?.categoryId;
  }

  for (const [index, item] of items.entries()) {
    await ctx.pace();
    const path = `projects.${index}`;
    const name = given(item.name) ?? '';
    const label = name || path;
    if (!first(nameKey(name), 'projects', path, label)) continue;
    const notes = leftOut(item, [...PROJECT_FIELDS, 'highlights', 'url']);
    const match = byKey.get(nameKey(name));
    const category = given(item.type) ?? DEFAULT_CATEGORY;
    const chosen = await categoryId(category, `${path}.type`);
    if (chosen === undefined) continue;
    if (!match) notes.push('cover: a placeholder image, to replace on the Projects page');
    const tools = toolIds(item.keywords, notes);
    const description = given(item.description) ?? '';
    const url = given(item.url);
    const content = [
      description,
      (item.highlights ?? []).map((line) => `- ${line.trim()}`).join('\n'),
      url ? `<${url}>` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    await run.upsert({
      section: 'projects',
      path,
      label,
      input: {
        categoryId: chosen,
        name,
        publishedAt: startDay(item.startDate) ?? startDay(item.endDate) ?? '',
        cover: IMPORTED_COVER,
        description,
        content: content || name,
        tools: tools ?? [],
      },
      sourceOf: {
        name: 'name',
        publishedAt: 'startDate',
        description: 'description',
        content: 'highlights',
        tools: 'keywords',
        categoryId: 'type',
      },
      schema: projectInputSchema,
      existing: match,
      current: (row) => ({ ...row, tools: row.tools.map((tool) => tool.toolId) }),
      updated: ['categoryId', 'publishedAt', 'description', ...(tools ? ['tools'] : [])],
      create: (parsed) => stageProject(ctx.em, parsed),
      update: (row, parsed) => stageProjectUpdate(ctx.em, ctx.changes, row.projectId, parsed),
      notes,
    });
  }
}
