import { z } from 'zod';
import { type Skill, skillSchema } from '../../../shared/skill';
import type { Skillset } from '../../../shared/skillset';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { escapeHtml } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { SkillsetEntity } from '../skillset/skillset.entity';
import { SkillEntity } from './skill.entity';
import { skillRouter } from './skill.router';
import { skillsImport } from './skill.resume-import';
import { skillService } from './skill.service';

const resumeSkillSchema = z.object({ name: z.string(), keywords: z.array(z.string()) });

/**
 * Skills show on the CV grouped by their skillset, and carry JSON Resume's
 * skills section the same way: one group per skillset, its skills as keywords.
 */
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
  resume: resumeSection({
    key: 'skills',
    position: 40,
    item: resumeSkillSchema,
    build: (content: { skillsets: Skillset[]; skills: Skill[] }) => {
      const skillsBySet = new Map<number, Skill[]>();
      for (const skill of content.skills) {
        skillsBySet.set(skill.skillsetId, [...(skillsBySet.get(skill.skillsetId) ?? []), skill]);
      }
      return (
        [...content.skillsets]
          .sort((a, b) => a.order - b.order || a.skillsetId - b.skillsetId)
          .map((skillset) => ({
            name: skillset.name,
            keywords: (skillsBySet.get(skillset.skillsetId) ?? [])
              .sort((a, b) => a.order - b.order || a.skillId - b.skillId)
              .map((skill) => skill.name),
          }))
          // As on the printed CV: a group without skills says nothing.
          .filter((group) => group.keywords.length > 0)
      );
    },
    import: skillsImport,
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
