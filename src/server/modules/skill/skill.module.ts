import { skillSchema } from '../../../shared/skill';
import { defineContentModule, exportSection } from '../content/content-module';
import { escapeHtml } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { SkillsetEntity } from '../skillset/skillset.entity';
import { SkillEntity } from './skill.entity';
import { skillRouter } from './skill.router';
import { skillService } from './skill.service';

/** Skills show on the CV grouped by their skillset; in JSON Resume too (see skillset.module.ts). */
export const skillModule = defineContentModule({
  name: 'skill',
  entities: [SkillEntity],
  router: skillRouter,
  publicReads: true,
  adminPage: 'skills',
  export: exportSection({
    key: 'skills',
    position: 90,
    item: skillSchema,
    load: ({ em }) => listAll(skillService(em), 'skillId:asc'),
  }),
  cv: {
    title: 'Skills',
    position: 50,
    async render(em) {
      const [skillsets, skills] = await Promise.all([
        em.find(SkillsetEntity, {}, { orderBy: { order: 'asc', skillsetId: 'asc' } }),
        em.find(SkillEntity, {}, { orderBy: { order: 'asc', skillId: 'asc' } }),
      ]);
      const skillsBySet = new Map<number, string[]>();
      for (const skill of skills) {
        const setId = skill.skillset.skillsetId;
        skillsBySet.set(setId, [...(skillsBySet.get(setId) ?? []), skill.name]);
      }
      const groups = skillsets
        .map((skillset) => ({
          name: skillset.name,
          skills: skillsBySet.get(skillset.skillsetId) ?? [],
        }))
        .filter((skillset) => skillset.skills.length > 0);
      return groups.length
        ? `<dl class="skills">${groups
            .map(
              (set) =>
                `<dt>${escapeHtml(set.name)}</dt><dd>${set.skills.map(escapeHtml).join(', ')}</dd>`,
            )
            .join('')}</dl>`
        : '';
    },
  },
  demo: { one: 'skill', many: 'skills' },
});
