import type { EntityManager } from '@mikro-orm/knex';
import { z } from 'zod';
import { resumeText, resumeTexts } from '../../../shared/json-resume-import';
import { given, nameKey } from '../../../shared/json-resume-values';
import { skillCreateSchema } from '../../../shared/skill';
import { skillsetCreateSchema } from '../../../shared/skillset';
import type { ResumeImport } from '../content/content-module';
import { existingRows, firstOfKey, leftOut } from '../content/resume-import';
import { type Skillset, SkillsetEntity } from '../skillset/skillset.entity';
import { skillsetService } from '../skillset/skillset.service';
import { SkillEntity } from './skill.entity';
import { skillService } from './skill.service';

const skillGroupSchema = z.looseObject({
  name: resumeText.optional(),
  level: resumeText.optional(),
  keywords: resumeTexts.optional(),
});

/** A skill's own rule, its name: the skillset is the import's. */
const skillNameSchema = skillCreateSchema.pick({ name: true });

/**
 * A skill at `order` of a skillset the site has (by id) or that this import
 * staged. A staged skillset already written has its id, and is referred to
 * by it: the pacer empties the identity map after each flush, so the
 * entity itself is no longer the ORM's to point at.
 */
function stageSkill(em: EntityManager, skillset: Skillset | number, name: string, order: number) {
  em.create(SkillEntity, {
    skillset:
      typeof skillset === 'number'
        ? em.getReference(SkillsetEntity, skillset)
        : skillset.skillsetId
          ? em.getReference(SkillsetEntity, skillset.skillsetId)
          : skillset,
    name,
    order,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `skills` → a skillset per group (matched by name) and a skill per keyword
 * (matched by name within its set). New ones go to the end, in document order.
 */
export const skillsImport: ResumeImport<z.infer<typeof skillGroupSchema>> = {
  document: skillGroupSchema,
  report: [{ section: 'skills', title: 'Skillsets and skills' }],
  items: 'skills (groups and their keywords)',
  // Each group and each of its keywords is a row of the site.
  size: {
    rowsOf: (group) =>
      1 + (isRecord(group) && Array.isArray(group.keywords) ? group.keywords.length : 0),
    text: 'its groups and their keywords together',
  },
  describe: {
    creates: 'skillsets with their skills (`skills`)',
    keys: [
      { noun: 'skillset', key: 'name' },
      { noun: 'skill', key: 'name within its skillset' },
    ],
  },
  async run(run, ctx, items) {
    const existingSets = await existingRows(ctx, skillsetService(ctx.em), 'skillsetId:asc');
    const existingSkills = await existingRows(ctx, skillService(ctx.em), 'skillId:asc');
    const setByName = new Map(existingSets.map((row) => [nameKey(row.name), row]));
    const skillKeys = new Set(
      existingSkills.map((row) => nameKey(String(row.skillsetId), row.name)),
    );
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
          create: (parsed) =>
            ctx.em.create(SkillsetEntity, { name: parsed.name, order: (lastSetOrder += 1) }),
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
  },
};
