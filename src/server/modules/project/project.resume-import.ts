import type { EntityManager } from '@mikro-orm/knex';
import { z } from 'zod';
import { categoryInputSchema } from '../../../shared/category';
import { resumeDateText, resumeText, resumeTexts } from '../../../shared/json-resume-import';
import { given, nameKey, startDay } from '../../../shared/json-resume-values';
import { projectInputSchema } from '../../../shared/project';
import { CategoryEntity } from '../category/category.entity';
import { categoryService } from '../category/category.service';
import type { ResumeImport } from '../content/content-module';
import { existingRows, firstOfKey, IMPORTED_COVER, leftOut } from '../content/resume-import';
import { toolIdsByName } from '../tool/tool-names';
import { ToolEntity } from '../tool/tool.entity';
import { ProjectEntity } from './project.entity';
import { projectColumns, projectService } from './project.service';
import { replaceStamped } from '../../db/timestamps';

const projectItemSchema = z.looseObject({
  name: resumeText.optional(),
  description: resumeText.optional(),
  highlights: resumeTexts.optional(),
  keywords: resumeTexts.optional(),
  startDate: resumeDateText.optional(),
  endDate: resumeDateText.optional(),
  url: resumeText.optional(),
  roles: resumeTexts.optional(),
  entity: resumeText.optional(),
  type: resumeText.optional(),
});

const PROJECT_FIELDS = ['name', 'description', 'startDate', 'endDate', 'type', 'keywords'];

/** The category of projects whose document names none. */
const DEFAULT_CATEGORY = 'Projects';

const toolRefs = (em: EntityManager, ids: readonly number[]) =>
  ids.map((id) => em.getReference(ToolEntity, id));

/**
 * `projects` → projects, matched by name; `type` names the category (made
 * when the site has none of that name). The site's project text (markdown)
 * is made from the description, highlights and link for a new project and
 * never overwritten: the owner writes it.
 */
export const projectsImport: ResumeImport<z.infer<typeof projectItemSchema>> = {
  document: projectItemSchema,
  report: [
    { section: 'categories', title: 'Categories', page: 'categories' },
    { section: 'projects', title: 'Projects' },
  ],
  items: 'projects',
  describe: {
    creates: 'projects (with their categories)',
    keys: [{ noun: 'project', key: 'name' }],
  },
  async run(run, ctx, items) {
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
        create: (parsed) => {
          ctx.em.create(ProjectEntity, {
            ...projectColumns(parsed),
            category: ctx.em.getReference(CategoryEntity, parsed.categoryId),
            tools: toolRefs(ctx.em, parsed.tools),
          });
        },
        update: (row, parsed) =>
          ctx.changes.stage(
            { entity: ProjectEntity, idProperty: 'projectId', populate: ['tools'] },
            row.projectId,
            (loaded) => {
              ctx.em.assign(loaded, {
                ...projectColumns(parsed),
                category: ctx.em.getReference(CategoryEntity, parsed.categoryId),
              });
              replaceStamped(loaded, loaded.tools, toolRefs(ctx.em, parsed.tools));
            },
          ),
        notes,
      });
    }
  },
};
