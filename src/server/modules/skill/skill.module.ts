import { skillSchema } from '../../../shared/skill';
import { defineContentModule, exportSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { SkillEntity } from './skill.entity';
import { skillRouter } from './skill.router';
import { skillService } from './skill.service';

/** Skills show on the CV and in JSON Resume grouped by their skillset (see skillset.module.ts). */
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
  demo: { one: 'skill', many: 'skills' },
});
