import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import { experienceInputSchema } from '../../../shared/experience';
import { resumeWorkItemSchema } from '../../../shared/json-resume-import';
import { endDay, given, nameKey, startDay } from '../../../shared/json-resume-values';
import type { ResumeImport } from '../content/content-module';
import {
  existingRows,
  firstOfKey,
  IMPORTED_COVER,
  leftOut,
  NO_LOCATION,
} from '../content/resume-import';
import { toolIdsByName } from '../tool/tool-names';
import { ToolEntity } from '../tool/tool.entity';
import { ExperienceEntity } from './experience.entity';
import { experienceColumns, experienceService } from './experience.service';
import { replaceStamped } from '../../db/timestamps';

const workItemSchema = resumeWorkItemSchema;

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

const toolRefs = (em: EntityManager, ids: readonly number[]) =>
  ids.map((id) => em.getReference(ToolEntity, id));

/**
 * `work` → experiences, matched by company, title and start day; keywords
 * name the site's tools. Its own import: the tools, and a description made
 * of the summary and the highlights.
 */
export const workImport: ResumeImport<z.infer<typeof workItemSchema>> = {
  document: workItemSchema,
  report: [{ section: 'work', title: 'Experiences' }],
  items: 'work entries',
  describe: {
    creates: 'experiences (`work`)',
    keys: [{ noun: 'experience', key: 'company, position and start' }],
  },
  async run(run, ctx, items) {
    const service = experienceService(ctx);
    const existing = await existingRows(ctx, service, 'experienceId:asc');
    const byKey = new Map(
      existing.map((row) => [nameKey(row.company, row.title, row.startAt), row]),
    );
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
      const description = [
        given(item.summary),
        ...(item.highlights ?? []).map((line) => `• ${line}`),
      ]
        .filter(Boolean)
        .join('\n');
      await run.upsert({
        section: 'work',
        path,
        label,
        input: {
          company,
          title,
          location: location ?? NO_LOCATION,
          cover: IMPORTED_COVER,
          startAt: startAt ?? '',
          endAt: endDay(item.endDate) ?? null,
          description,
          tools: tools ?? [],
        },
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
        create: (parsed) => {
          ctx.em.create(ExperienceEntity, {
            ...experienceColumns(parsed),
            tools: toolRefs(ctx.em, parsed.tools),
          });
        },
        update: (row, parsed) =>
          ctx.changes.stage(
            { entity: ExperienceEntity, idProperty: 'experienceId', populate: ['tools'] },
            row.experienceId,
            (loaded) => {
              ctx.em.assign(loaded, experienceColumns(parsed));
              replaceStamped(loaded, loaded.tools, toolRefs(ctx.em, parsed.tools));
            },
          ),
        notes,
      });
    }
  },
};
