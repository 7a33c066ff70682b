import { z } from 'zod';
import type { Skill } from '../../../shared/skill';
import { type Skillset, skillsetSchema } from '../../../shared/skillset';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { SkillsetEntity } from './skillset.entity';
import { skillsetRouter } from './skillset.router';
import { skillsetService } from './skillset.service';

const resumeSkillSchema = z.object({ name: z.string(), keywords: z.array(z.string()) });

/**
 * Skillsets carry JSON Resume's skills section, one group per set; the CV's
 * Skills section is the skills' own (skill.module.ts), grouped the same way.
 */
export const skillsetModule = defineContentModule({
  name: 'skillset',
  entities: [SkillsetEntity],
  router: skillsetRouter,
  publicReads: true,
  adminPage: 'skillsets',
  export: exportSection({
    key: 'skillsets',
    position: 80,
    item: skillsetSchema,
    load: ({ em }) => listAll(skillsetService(em), 'skillsetId:asc'),
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
  }),
  demo: { one: 'skillset', many: 'skillsets' },
});
